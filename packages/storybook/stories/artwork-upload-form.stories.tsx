import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArtworkUploadForm } from '@tirage/react-app/features/artwork/components/artwork-upload-form.js';
import { action } from 'storybook/actions';

const meta = {
  title: 'Artwork/ArtworkUploadForm',
  component: ArtworkUploadForm,
  args: {
    phase: 'idle',
    percent: 0,
    fileName: undefined,
    message: undefined,
    maxSize: '200 Mo',
    onFileChosen: action('file chosen'),
  },
} satisfies Meta<typeof ArtworkUploadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for a file: the accepted types and the limit are said under the input. */
export const Idle: Story = {};

/** A file going out: the progress bar and its percentage. */
export const Uploading: Story = {
  args: { phase: 'uploading', percent: 42, fileName: 'flyer-salon-2027-recto.pdf' },
};

/** The file was stored: it now waits for the prepress check. */
export const Done: Story = { args: { phase: 'done', percent: 100, fileName: 'flyer-salon-2027-recto.pdf' } };

/** A file the shop does not take, said in French. */
export const Failed: Story = {
  args: {
    phase: 'failed',
    fileName: 'maquette.docx',
    message: 'Ce format n’est pas accepté : envoyez un fichier PDF, PNG, JPEG ou TIFF.',
  },
};
