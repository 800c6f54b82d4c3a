import { Field } from '@/components/Field/Field';
import type { ItemFields } from '@/features/items/types';
import { useSettings } from '@/features/items/useSettings';
import { MoneyInput } from '@/components/MoneyInput/MoneyInput';

export const ITEM_MESSAGES = {
  required: 'Please fill in all required fields',
  value: 'Value must be greater than 0',
  uploaded: 'Item uploaded successfully! It will be listed once an administrator approves it (usually within 24-48 hours).',
  uploadFailed: 'Failed to upload item',
  updated: 'Item updated successfully',
  liveEdit: 'Your bag stays listed: changes go live when you save, and an administrator may review them.',
  updateFailed: 'Failed to update item',
  photosUpdated: 'Photos updated successfully!',
  photosFailed: 'Failed to update photos. Please try again.',
  deleted: 'Item deleted successfully',
  deleteFailed: 'Failed to delete item. Please try again.',
  inTrade: 'This item is part of an active trade and cannot be edited/deleted',
} as const;

export const EMPTY_FIELDS: ItemFields = {
  name: '',
  description: '',
  value: '',
  condition: '',
  brand: '',
  size: '',
  material: '',
  color: '',
};

/** Upload: name, description, value, condition, brand and size required; value above 0. */
export function validateUpload(f: ItemFields): string | null {
  if ([f.name, f.description, f.value, f.condition, f.brand, f.size].some((v) => v.trim() === '')) return ITEM_MESSAGES.required;
  const value = Number(f.value);
  if (!Number.isFinite(value) || value <= 0) return ITEM_MESSAGES.value;
  return null;
}

/** Edit: name, description, condition and brand required (value cannot change). */
export function validateEdit(f: ItemFields): string | null {
  if ([f.name, f.description, f.condition, f.brand].some((v) => v.trim() === '')) return ITEM_MESSAGES.required;
  return null;
}

interface ItemFieldInputsProps {
  fields: ItemFields;
  onChange: (fields: ItemFields) => void;
  /** Editing: the value is shown but cannot change. */
  valueLocked?: boolean;
}

interface ChoiceFieldProps {
  label: string;
  required?: boolean;
  placeholder: string;
  options: string[];
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}

/** A choice from the site's settings; a bag's current value stays choosable after it left the list. */
function ChoiceField({ label, required, placeholder, options, value, onChange }: ChoiceFieldProps) {
  const shown = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <Field label={label} required={required}>
      <select className="input" value={value} onChange={onChange}>
        <option value="">{placeholder}</option>
        {shown.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
    </Field>
  );
}

/** The bag's text fields, shared by Upload Item and Edit Item. */
export function ItemFieldInputs({ fields, onChange, valueLocked }: ItemFieldInputsProps) {
  const { brands, conditions, sizes } = useSettings();
  const set = (key: keyof ItemFields) => (e: { target: { value: string } }) => onChange({ ...fields, [key]: e.target.value });

  return (
    <>
      <Field label="Name" required>
        <input className="input" value={fields.name} onChange={set('name')} maxLength={120} />
      </Field>
      <Field label="Description" required hint="Colour, hardware, wear, what's included">
        <textarea className="input" value={fields.description} onChange={set('description')} maxLength={2000} rows={4} />
      </Field>
      <div className="form-row">
        <ChoiceField label="Brand" required placeholder="Choose a brand" options={brands} value={fields.brand} onChange={set('brand')} />
        <Field
          label="Value (USD)"
          required={!valueLocked}
          hint={valueLocked ? 'The value cannot change after upload' : 'Held as security while someone borrows it'}
        >
          <MoneyInput
            min="0.01"
            value={fields.value}
            onChange={set('value')}
            readOnly={valueLocked}
          />
        </Field>
      </div>
      <div className="form-row">
        <ChoiceField label="Condition" required placeholder="Choose a condition" options={conditions} value={fields.condition} onChange={set('condition')} />
        <ChoiceField label="Size" required={!valueLocked} placeholder="Choose a size" options={sizes} value={fields.size} onChange={set('size')} />
      </div>
      <div className="form-row">
        <Field label="Material">
          <input className="input" value={fields.material} onChange={set('material')} maxLength={100} />
        </Field>
        <Field label="Color">
          <input className="input" value={fields.color} onChange={set('color')} maxLength={100} />
        </Field>
      </div>
    </>
  );
}
