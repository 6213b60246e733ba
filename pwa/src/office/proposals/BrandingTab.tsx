import { useState } from 'react';
import { Button, ColorPicker, Input, Space, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { MAX_LOGO_BYTES } from '@contract/proposals';
import { DialogField, TextField, describedBy } from '../shared/DialogField';
import type { DraftTabProps } from './draft';

const LOGO_FORMATS = 'image/png,image/jpeg';
const isUploaded = (logo: string) => logo.startsWith('data:');

/**
 * The logo file as a data: URL named by what the file holds (a PNG or a JPEG), whatever its
 * name or the type the system gave it; anything else is refused with a message.
 */
async function readLogo(file: File): Promise<string> {
  if (file.size > MAX_LOGO_BYTES) {
    throw new Error(
      `${file.name} is ${Math.ceil(file.size / 1024)} KB; the logo must be at most ${MAX_LOGO_BYTES / 1024} KB.`,
    );
  }
  const url = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(`${file.name} could not be read. Try again.`));
    reader.readAsDataURL(file);
  });
  const base64 = url.slice(url.indexOf(',') + 1);
  const head = atob(base64.slice(0, 12));
  const format = head.startsWith('\x89PNG\r\n\x1a\n')
    ? 'png'
    : head.startsWith('\xff\xd8\xff')
      ? 'jpeg'
      : null;
  if (!format) throw new Error(`${file.name} is not a PNG or JPEG image.`);
  return `data:image/${format};base64,${base64}`;
}

/** The Branding tab: logo, accent colour (default #2563eb) and footer of the client's copy. */
export function BrandingTab({ draft, errors, set }: DraftTabProps) {
  const [uploadError, setUploadError] = useState<string>();
  const uploaded = isUploaded(draft.companyLogo);
  const logoError = errors['branding.companyLogo'];

  const upload = (file: File) => {
    readLogo(file).then(
      (logo) => {
        setUploadError(undefined);
        set('companyLogo', logo);
      },
      (error: Error) => setUploadError(error.message),
    );
    // The file stays on the device: nothing is sent until the proposal is saved.
    return false;
  };

  return (
    <>
      <DialogField
        id="proposal-logo-file"
        label="Logo"
        hint="Upload a PNG or JPEG of up to 256 KB. An uploaded logo is what appears in the PDF."
        error={uploadError ?? (uploaded ? logoError : undefined)}
      >
        <Space wrap align="center">
          {uploaded && (
            <img src={draft.companyLogo} alt="Uploaded logo" style={{ maxHeight: 48, maxWidth: 160 }} />
          )}
          <Upload
            id="proposal-logo-file"
            accept={{ format: LOGO_FORMATS, filter: 'native' }}
            showUploadList={false}
            maxCount={1}
            beforeUpload={upload}
            {...describedBy('proposal-logo-file', uploadError ?? (uploaded ? logoError : undefined))}
          >
            <Button icon={<UploadOutlined aria-hidden />}>{uploaded ? 'Replace logo' : 'Upload logo'}</Button>
          </Upload>
          {uploaded && (
            <Button
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => {
                setUploadError(undefined);
                set('companyLogo', '');
              }}
            >
              Remove logo
            </Button>
          )}
        </Space>
      </DialogField>
      <TextField
        id="proposal-logo"
        label="Logo path on this site (instead of an upload)"
        hint="A logo already on this site, such as /images/logo.png, shows on the client's page; the PDF prints the agency name instead. Logos from other sites are not accepted: they would let that site see when your client opens the proposal."
        value={uploaded ? '' : draft.companyLogo}
        onChange={(value) => {
          setUploadError(undefined);
          set('companyLogo', value);
        }}
        error={uploaded ? undefined : logoError}
      />
      <DialogField id="proposal-accent" label="Accent colour" error={errors.branding}>
        <Space.Compact style={{ width: '100%' }}>
          <ColorPicker
            value={draft.accentColor}
            disabledAlpha
            aria-label="Pick accent colour"
            onChange={(color) => set('accentColor', color.toHexString())}
          />
          <Input
            id="proposal-accent"
            value={draft.accentColor}
            onChange={(event) => set('accentColor', event.target.value)}
            {...describedBy('proposal-accent', errors.branding)}
          />
        </Space.Compact>
      </DialogField>
      <TextField
        id="proposal-footer"
        label="Footer text"
        value={draft.footerText}
        onChange={(value) => set('footerText', value)}
        error={errors['branding.footerText']}
      />
    </>
  );
}
