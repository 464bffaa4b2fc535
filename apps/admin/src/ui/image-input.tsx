import { ImageField, ImageInput, useNotify, type ImageInputProps } from 'react-admin';

/** What the admin API takes (the upload checks the content too). */
const ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/webp': ['.webp'] };
/** The API's limit, so a too-big file is refused before it travels. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const REFUSED = 'Нужна картинка PNG, JPEG или WebP размером до 2 МБ';

/**
 * An image stored as an address: shown as a preview, replaced by a new file that the data provider
 * uploads (POST /v1/admin/uploads/) before the record is saved.
 */
export function UploadImageInput(props: Omit<ImageInputProps, 'children'>) {
  const notify = useNotify();
  return (
    <ImageInput
      accept={ACCEPT}
      maxSize={MAX_IMAGE_BYTES}
      format={(value: unknown) => (typeof value === 'string' && value ? { src: value } : value)}
      placeholder={<p>Перетащите картинку (PNG, JPEG или WebP, до 2 МБ) или нажмите, чтобы выбрать</p>}
      options={{ onDropRejected: () => notify(REFUSED, { type: 'error' }) }}
      {...props}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}
