import { proposalMessages } from '@contract/proposals';
import { describe, expect, it } from 'vitest';
import { useEffect, useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { BrandingTab } from './BrandingTab';
import { emptyDraft, type ProposalDraft } from './draft';

const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGPgL8v7DwADfgHzqd9hcAAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const PNG_URL = `data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}`;

let current: ProposalDraft;

function Harness({ errors = {} }: { errors?: Record<string, string> }) {
  const [draft, setDraft] = useState<ProposalDraft>(emptyDraft());
  useEffect(() => {
    current = draft;
  }, [draft]);
  return (
    <Form layout="vertical" component="div">
      <BrandingTab
        draft={draft}
        errors={errors}
        set={(key, value) => setDraft((before) => ({ ...before, [key]: value }))}
      />
    </Form>
  );
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [file] } });

describe('BrandingTab logo', () => {
  it('uploads a PNG as the logo, shows it and says an uploaded logo is what the PDF shows', async () => {
    render(<Harness />);
    expect(
      screen.getByText('Upload a PNG or JPEG of up to 256 KB. An uploaded logo is what appears in the PDF.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "A logo already on this site, such as /images/logo.png, shows on the client's page; the PDF prints the agency name instead. Logos from other sites are not accepted: they would let that site see when your client opens the proposal.",
      ),
    ).toBeTruthy();
    choose(new File([PNG_BYTES], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(current.companyLogo).toBe(PNG_URL));
    expect((screen.getByRole('img', { name: 'Uploaded logo' }) as HTMLImageElement).src).toBe(PNG_URL);
    expect(
      (screen.getByLabelText('Logo path on this site (instead of an upload)') as HTMLInputElement).value,
    ).toBe('');
    expect(screen.getByRole('button', { name: /Replace logo/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Remove logo/ }));
    expect(current.companyLogo).toBe('');
    expect(screen.queryByRole('img', { name: 'Uploaded logo' })).toBeNull();
  });

  it('names the file by what it holds, whatever type the system gave it', async () => {
    render(<Harness />);
    choose(new File([PNG_BYTES], 'logo', { type: '' }));
    await waitFor(() => expect(current.companyLogo).toBe(PNG_URL));
  });

  it('refuses a file that is not a PNG or JPEG, or larger than 256 KB, with a message', async () => {
    render(<Harness />);
    choose(new File(['GIF89a....'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('logo.gif is not a PNG or JPEG image.')).toBeTruthy();
    choose(new File([PNG_BYTES, new Uint8Array(300 * 1024)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('huge.png is 301 KB; the logo must be at most 256 KB.')).toBeTruthy();
    expect(screen.getByLabelText('Logo').getAttribute('aria-invalid')).toBe('true');
    expect(current.companyLogo).toBe('');
  });

  it('keeps a path on this site as the alternative, with its validation message', () => {
    render(<Harness errors={{ 'branding.companyLogo': proposalMessages.logoInvalid }} />);
    fireEvent.change(screen.getByLabelText('Logo path on this site (instead of an upload)'), {
      target: { value: '/images/logo.png' },
    });
    expect(current.companyLogo).toBe('/images/logo.png');
    expect(screen.getByText(proposalMessages.logoInvalid)).toBeTruthy();
  });
});
