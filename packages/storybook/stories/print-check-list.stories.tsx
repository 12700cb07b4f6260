import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrintCheckList } from '@tirage/react-app/features/designer/components/print-check-list.js';
import { action } from 'storybook/actions';
import { concertRecto } from './designer-fixtures.js';

const meta = {
  title: 'Designer/PrintCheckList',
  component: PrintCheckList,
  args: { checks: [], objects: concertRecto, onSelect: action('select') },
} satisfies Meta<typeof PrintCheckList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of check on the concert flyer, blocking ones first, each selecting its object. */
export const Filled: Story = {
  args: {
    checks: [
      { kind: 'outsideSafeArea', severity: 'warning', pageIndex: 0, objectId: 'title' },
      { kind: 'textTooSmall', severity: 'warning', pageIndex: 0, objectId: 'date', sizePt: 4.5 },
      { kind: 'shortOfBleed', severity: 'warning', pageIndex: 0, objectId: 'accent' },
      { kind: 'lowResolution', severity: 'blocking', pageIndex: 0, objectId: 'photo', ppi: 120 },
      { kind: 'offPage', severity: 'warning', pageIndex: 0, objectId: 'venue' },
    ],
  },
};

/** Only warnings: the design can be ordered. */
export const WarningsOnly: Story = {
  args: {
    checks: [{ kind: 'lowResolution', severity: 'warning', pageIndex: 0, objectId: 'photo', ppi: 220 }],
  },
};

/** Nothing to print yet. */
export const EmptyDesign: Story = { args: { checks: [{ kind: 'emptyDesign', severity: 'blocking' }] } };

/** Nothing to report. */
export const AllClear: Story = {};
