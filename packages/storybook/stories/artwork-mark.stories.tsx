import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArtworkMarkBadge } from '@tirage/react-app/components/artwork-mark.js';

const meta = {
  title: 'Artwork/ArtworkMarkBadge',
  component: ArtworkMarkBadge,
  args: { mark: 'verified' },
} satisfies Meta<typeof ArtworkMarkBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The line's file passed the check: "Fichier vérifié". */
export const Verified: Story = {};

/** Loading: the check (automatic, or the professional one ordered) has not ended. */
export const Checking: Story = { args: { mark: 'checking' } };

/** A blocking finding, an unreadable file or a file the team refused: "À corriger". */
export const ToFix: Story = { args: { mark: 'toFix' } };

/** A line without files has no mark: nothing shows. */
export const Empty: Story = { args: { mark: undefined } };
