import { ImageField, ImageInput, type ImageInputProps } from 'react-admin';

/** What the admin API takes (the upload checks the content too). */
const ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/webp': ['.webp'] };
/** Matches the API's limit so a too-big file is refused before it travels. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * An image stored as an address: shown as a preview, replaced by a new file that the data provider
 * uploads (POST /v1/admin/uploads/) before the record is saved.
 */
export function UploadImageInput(props: Omit<ImageInputProps, 'children'>) {
  return (
    <ImageInput
      accept={ACCEPT}
      maxSize={MAX_IMAGE_BYTES}
      format={(value: unknown) => (typeof value === 'string' && value ? { src: value } : value)}
      placeholder={<p>Перетащите картинку (PNG, JPEG или WebP, до 5 МБ) или нажмите, чтобы выбрать</p>}
      {...props}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}
