import { Field } from '@/components/Field/Field';
import type { ItemFields } from '@/features/items/types';
import { useSettings } from '@/features/items/useSettings';
import { MoneyInput } from '@/components/MoneyInput/MoneyInput';
import { hasFieldErrors, requiredErrors, type FieldErrors } from '@/hooks/useFieldErrors';

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

export type ItemFieldErrors = FieldErrors<keyof ItemFields>;

const UPLOAD_REQUIRED: (keyof ItemFields)[] = ['name', 'description', 'brand', 'value', 'condition', 'size'];
const EDIT_REQUIRED: (keyof ItemFields)[] = ['name', 'description', 'brand', 'condition'];

function problems(f: ItemFields, required: (keyof ItemFields)[], checkValue: boolean) {
  const errors: ItemFieldErrors = requiredErrors(f, required);
  if (hasFieldErrors(errors)) return { errors, summary: ITEM_MESSAGES.required };
  const value = Number(f.value);
  if (checkValue && (!Number.isFinite(value) || value <= 0)) return { errors: { value: ITEM_MESSAGES.value }, summary: undefined };
  return { errors, summary: undefined };
}

/** Upload: name, description, value, condition, brand and size required; value above 0. */
export const validateUpload = (f: ItemFields) => problems(f, UPLOAD_REQUIRED, true);

/** Edit: name, description, condition and brand required (value cannot change). */
export const validateEdit = (f: ItemFields) => problems(f, EDIT_REQUIRED, false);

interface ItemFieldInputsProps {
  fields: ItemFields;
  onChange: (fields: ItemFields) => void;
  /** Editing: the value is shown but cannot change. */
  valueLocked?: boolean;
  errors?: ItemFieldErrors;
  /** A field was edited (its error goes). */
  onEdited?: (key: keyof ItemFields) => void;
}

interface ChoiceFieldProps {
  label: string;
  required?: boolean;
  placeholder: string;
  options: string[];
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
}

/** A choice from the site's settings; a bag's current value stays choosable after it left the list. */
function ChoiceField({ label, required, placeholder, options, value, onChange, error }: ChoiceFieldProps) {
  const shown = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <Field label={label} required={required} error={error}>
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
export function ItemFieldInputs({ fields, onChange, valueLocked, errors = {}, onEdited }: ItemFieldInputsProps) {
  const { brands, conditions, sizes } = useSettings();
  const set = (key: keyof ItemFields) => (e: { target: { value: string } }) => {
    onChange({ ...fields, [key]: e.target.value });
    onEdited?.(key);
  };

  return (
    <>
      <Field label="Name" required error={errors.name}>
        <input className="input" value={fields.name} onChange={set('name')} maxLength={120} />
      </Field>
      <Field label="Description" required hint="Colour, hardware, wear, what's included" error={errors.description}>
        <textarea className="input" value={fields.description} onChange={set('description')} maxLength={2000} rows={4} />
      </Field>
      <div className="form-row">
        <ChoiceField label="Brand" required placeholder="Choose a brand" options={brands} value={fields.brand} onChange={set('brand')} error={errors.brand} />
        <Field
          label="Value (USD)"
          required={!valueLocked}
          hint={valueLocked ? 'The value cannot change after upload' : 'Held as security while someone borrows it'}
          error={errors.value}
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
        <ChoiceField label="Condition" required placeholder="Choose a condition" options={conditions} value={fields.condition} onChange={set('condition')} error={errors.condition} />
        <ChoiceField label="Size" required={!valueLocked} placeholder="Choose a size" options={sizes} value={fields.size} onChange={set('size')} error={errors.size} />
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
