import { ColorPicker, Input, Space } from 'antd';
import { DialogField, TextField, describedBy } from '../shared/DialogField';
import type { DraftTabProps } from './draft';

/** The Branding tab: logo, accent colour (default #2563eb) and footer of the client's copy. */
export function BrandingTab({ draft, errors, set }: DraftTabProps) {
  return (
    <>
      <TextField
        id="proposal-logo"
        label="Logo URL"
        type="url"
        value={draft.companyLogo}
        onChange={(value) => set('companyLogo', value)}
        error={errors['branding.companyLogo']}
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
