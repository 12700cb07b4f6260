import type { Meta, StoryObj } from '@storybook/react-vite';
import { DesignerToolbar } from '@tirage/react-app/features/designer/components/designer-toolbar.js';
import { action } from 'storybook/actions';

const meta = {
  title: 'Designer/DesignerToolbar',
  component: DesignerToolbar,
  args: {
    canUndo: false,
    canRedo: false,
    hasSelection: false,
    saving: false,
    twoSided: false,
    pageIndex: 0,
    background: null,
    zoomPercent: 100,
    onAddText: action('add text'),
    onImageFile: action('image file'),
    onAddShape: action('add shape'),
    onBackground: action('background'),
    onUndo: action('undo'),
    onRedo: action('redo'),
    onDuplicate: action('duplicate'),
    onRemove: action('remove'),
    onReorder: action('reorder'),
    onZoomIn: action('zoom in'),
    onZoomOut: action('zoom out'),
    onPage: action('page'),
    onSave: action('save'),
    onOrder: action('order'),
    onPdfPreview: action('PDF preview'),
  },
} satisfies Meta<typeof DesignerToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A design just opened, one side, nothing selected: nothing to undo, the object tools wait. */
export const Opened: Story = {};

/** A two-sided flyer being edited: an object selected, the verso shown, zoomed in. */
export const Editing: Story = {
  args: {
    canUndo: true,
    canRedo: true,
    hasSelection: true,
    twoSided: true,
    pageIndex: 1,
    background: '#1b1b2f',
    zoomPercent: 150,
  },
};

/** A save is under way: "Enregistrer" and "Commander ce design" wait. */
export const Saving: Story = { args: { canUndo: true, saving: true, twoSided: true } };
