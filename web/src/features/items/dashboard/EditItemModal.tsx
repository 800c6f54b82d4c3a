import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { Modal } from '@/components/Modal/Modal';
import { errorText } from '@/lib/errors';
import { flashShown } from '@/lib/flash';
import { useUpdateItemMutation } from '@/features/items/api';
import type { Item, ItemFields } from '@/features/items/types';
import { ITEM_MESSAGES, ItemFieldInputs, validateEdit } from './ItemFieldInputs';
import { FormFooter } from '@/components/FormFooter/FormFooter';
import { useFieldErrors } from '@/hooks/useFieldErrors';

function fieldsOf(item: Item): ItemFields {
  return {
    name: item.name ?? '',
    description: item.description ?? '',
    value: item.value === undefined || item.value === null ? '' : String(item.value),
    condition: item.condition ?? '',
    brand: item.brand ?? '',
    size: item.size ?? '',
    material: item.material ?? '',
    color: item.color ?? '',
  };
}

/** Edit Item: the text fields (the value is fixed after upload). */
export function EditItemModal({ item, onClose }: { item: Item; onClose: () => void }) {
  const dispatch = useDispatch();
  const [fields, setFields] = useState<ItemFields>(() => fieldsOf(item));
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors, summary, show, clear } = useFieldErrors<keyof ItemFields>();
  const [updateItem, { isLoading }] = useUpdateItemMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = validateEdit(fields);
    if (show(checked.errors, checked.summary)) return;
    const { value: _value, ...editable } = fields;
    const result = await updateItem({ id: item._id, upload: { fields: editable } });
    if ('error' in result) return setError(errorText(result.error, ITEM_MESSAGES.updateFailed));
    // The API's message is fixed by the specification; its note says what the edit did to the listing.
    dispatch(flashShown([ITEM_MESSAGES.updated, result.data.note].filter(Boolean).join('. ')));
    onClose();
  };

  return (
    <Modal open title="Edit Item" onClose={onClose} size="large">
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        {item.in_trade && <Banner tone="info">{ITEM_MESSAGES.inTrade}</Banner>}
        {!item.in_trade && item.status === 'active' && <Banner tone="info">{ITEM_MESSAGES.liveEdit}</Banner>}
        <ItemFieldInputs fields={fields} onChange={setFields} valueLocked errors={errors} onEdited={clear} />
        <FormFooter
          submitLabel="Save changes"
          busyLabel="Saving…"
          busy={isLoading}
          disabled={item.in_trade}
          onCancel={onClose}
          error={summary ?? error}
        />
      </form>
    </Modal>
  );
}

export default EditItemModal;
