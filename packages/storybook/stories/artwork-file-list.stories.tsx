import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArtworkFileList } from '@tirage/react-app/features/artwork/components/artwork-file-list.js';
import {
  approvedFile,
  receivedFile,
  rejectedFile,
  unreadableFile,
  verifiedFile,
  withUploadRoute,
} from './artwork-fixtures.js';

const meta = {
  title: 'Artwork/ArtworkFileList',
  component: ArtworkFileList,
  decorators: [withUploadRoute],
  args: { files: [receivedFile, approvedFile, rejectedFile], busy: false },
} satisfies Meta<typeof ArtworkFileList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file waiting for its check (it can be removed), one approved, one refused with its reason. */
export const Filled: Story = {};

/** While a removal is posted: the buttons wait. */
export const Removing: Story = { args: { busy: true } };

/** A file the prepress team refused, and why. */
export const Rejected: Story = { args: { files: [rejectedFile] } };

/** The line's own screen: each file with what its automatic check found (running, findings, none, unreadable). */
export const WithCheck: Story = {
  args: { files: [receivedFile, rejectedFile, verifiedFile, unreadableFile], withCheck: true },
};

/** No file sent yet for the line. */
export const Empty: Story = { args: { files: [] } };
