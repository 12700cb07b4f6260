import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArtworkCheck } from '@tirage/react-app/features/artwork/components/artwork-check.js';
import { checkWithFindings, clearCheck, pendingCheck, unreadableCheck } from './artwork-fixtures.js';

/** A page of the file with its trim (solid) and safe area (dashed) drawn, as the shop's previews will be. */
const preview = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 152 214"><rect width="152" height="214" fill="#fdf6e3"/><rect x="2" y="2" width="148" height="210" fill="none" stroke="#c53030"/><rect x="7" y="7" width="138" height="200" fill="none" stroke="#0b5cab" stroke-dasharray="4 3"/><text x="20" y="50" font-size="18" fill="#1d3557">${label}</text></svg>`,
  )}`;

const meta = {
  title: 'Artwork/ArtworkCheck',
  component: ArtworkCheck,
  args: { fileId: 'upl-1', fileName: 'flyer-salon-2027.pdf', check: checkWithFindings },
} satisfies Meta<typeof ArtworkCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Findings of each severity, most serious first, each in the server's words. */
export const Filled: Story = {};

/** Loading: the file is stored, its check still runs (the page reads it again every 2 s). */
export const Pending: Story = { args: { check: pendingCheck } };

/** Nothing found: the file is ready to print. */
export const NoFinding: Story = { args: { check: clearCheck } };

/** Nothing found, and the professional check the shopper ordered is still to come. */
export const AwaitingReview: Story = { args: { check: { ...clearCheck, awaitingReview: true } } };

/** The file could not be opened: why, and what to send instead. */
export const Unreadable: Story = { args: { check: unreadableCheck } };

/** Once the shop draws previews: recto and verso with their trim and safe area. */
export const WithPreviews: Story = {
  args: { check: { ...checkWithFindings, previewUrls: [preview('Recto'), preview('Verso')] } },
};
