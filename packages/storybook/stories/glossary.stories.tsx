import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_CATALOG, GLOSSARY_PATH } from '@tirage/domain';
import { Glossary } from '@tirage/react-app/components/glossary.js';

const demoEntries = DEMO_CATALOG.pages.find((page) => page.path === GLOSSARY_PATH)?.glossary ?? [];

const meta = {
  title: 'Catalogue/Glossary',
  component: Glossary,
  args: { entries: demoEntries },
} satisfies Meta<typeof Glossary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo shop's glossary: the index of first letters, then each term at its anchor. */
export const Filled: Story = {};

/** Two terms of one letter: the index names the letter once. */
export const OneLetter: Story = {
  args: {
    entries: demoEntries.filter((entry) => entry.term.startsWith('P')).slice(0, 2),
  },
};

/** A shop whose glossary has no term yet: the index and the list are empty. */
export const Empty: Story = { args: { entries: [] } };
