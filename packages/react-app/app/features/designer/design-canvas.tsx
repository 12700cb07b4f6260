import '@fontsource/inter/400.css';
import '@fontsource/inter/400-italic.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/700-italic.css';
import '@fontsource/lora/400.css';
import '@fontsource/lora/400-italic.css';
import '@fontsource/lora/700.css';
import '@fontsource/lora/700-italic.css';
import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/400-italic.css';
import '@fontsource/montserrat/700.css';
import '@fontsource/montserrat/700-italic.css';
import '@fontsource/pacifico/400.css';
import {
  DESIGN_FONTS,
  type DesignDocument,
  type DesignObject,
  type PrintCheck,
  type PrintFormat,
} from '@tirage/domain';
import type Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import { Circle, Ellipse, Group, Image, Layer, Line, Rect, Stage, Text, Transformer } from 'react-konva';

/** Points in a millimetre. */
const MM_PER_PT = 25.4 / 72;
/** Room around the page, in pixels, for the handles of an object at its edge. */
const PADDING_PX = 24;
/** The Performance API names of a drawing of the page. */
const DRAW_MARK = 'designer:draw-start';
const DRAW_MEASURE = 'designer:draw';
/** How large a print-check mark is drawn, in pixels. */
const MARK_PX = 9;

export interface DesignCanvasProps {
  readonly document: DesignDocument;
  readonly pageIndex: number;
  readonly selectedId: string | null;
  readonly checks: readonly PrintCheck[];
  /** 100: the page fits the canvas's width. */
  readonly zoomPercent: number;
  readonly imageUrl: (assetId: string) => string;
  readonly onSelect: (objectId: string | null) => void;
  /** An object dragged by (`dx`, `dy`) millimetres. */
  readonly onMove: (objectId: string, dx: number, dy: number) => void;
  /** An object resized to `box` (millimetres) and, when it was turned, rotated to `rotation` degrees. */
  readonly onTransform: (
    objectId: string,
    box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number },
    rotation: number | undefined,
  ) => void;
}

/** The canvas's width in pixels, followed as its box changes size. */
function useWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (element === null) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/** An image's preview, once the browser has loaded it. */
function useLoadedImage(url: string): HTMLImageElement | undefined {
  const [image, setImage] = useState<HTMLImageElement>();
  useEffect(() => {
    const element = new window.Image();
    let live = true;
    element.onload = () => {
      if (live) setImage(element);
    };
    element.src = url;
    return () => {
      live = false;
    };
  }, [url]);
  return image;
}

/**
 * True once the bundled fonts are loaded. A canvas does not ask for the fonts it draws with, so
 * they are asked for here; text drawn before them used a fallback and is drawn again.
 */
function useFontsReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const faces = DESIGN_FONTS.flatMap((font) =>
      ['normal', 'italic'].flatMap((style) =>
        [400, 700].map((weight) => window.document.fonts.load(`${style} ${weight} 16px "${font}"`)),
      ),
    );
    void Promise.allSettled(faces).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

function PlacedImage({
  url,
  width,
  height,
}: {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}) {
  const image = useLoadedImage(url);
  return image === undefined ? (
    <Rect width={width} height={height} fill="#d9d9d9" />
  ) : (
    <Image image={image} width={width} height={height} />
  );
}

/** An object's drawing, in its box's own coordinates (millimetres, from its top-left corner). */
function ObjectShape({
  object,
  imageUrl,
}: {
  readonly object: DesignObject;
  readonly imageUrl: (assetId: string) => string;
}) {
  switch (object.kind) {
    case 'text':
      return (
        <Text
          text={object.text}
          width={object.width}
          height={object.height}
          fontFamily={object.font}
          fontSize={object.sizePt * MM_PER_PT}
          fontStyle={[object.italic ? 'italic' : '', object.bold ? 'bold' : ''].join(' ').trim() || 'normal'}
          fill={object.colour}
          align={object.align}
          lineHeight={1.2}
          wrap="word"
        />
      );
    case 'image':
      return <PlacedImage url={imageUrl(object.assetId)} width={object.width} height={object.height} />;
    case 'rectangle':
      return (
        <Rect
          width={object.width}
          height={object.height}
          fill={object.fill ?? undefined}
          stroke={object.stroke ?? undefined}
          strokeWidth={object.strokeWidthMm}
        />
      );
    case 'ellipse':
      return (
        <Ellipse
          x={object.width / 2}
          y={object.height / 2}
          radiusX={object.width / 2}
          radiusY={object.height / 2}
          fill={object.fill ?? undefined}
          stroke={object.stroke ?? undefined}
          strokeWidth={object.strokeWidthMm}
        />
      );
    case 'line':
      return (
        <>
          {/* The line is thin: its whole box takes the clicks. */}
          <Rect width={object.width} height={object.height} fill="transparent" />
          <Line
            points={[0, object.height / 2, object.width, object.height / 2]}
            stroke={object.stroke ?? '#000000'}
            strokeWidth={object.strokeWidthMm}
          />
        </>
      );
  }
}

/** The bleed, the trim and the safe area, drawn over the page (they take no clicks). */
function Guides({ format, scale }: { readonly format: PrintFormat; readonly scale: number }) {
  const { trimWidthMm: w, trimHeightMm: h, bleedMm: b, safeMarginMm: s } = format;
  const pixel = 1 / scale;
  return (
    <Group listening={false}>
      <Rect
        x={-b}
        y={-b}
        width={w + 2 * b}
        height={h + 2 * b}
        stroke="#d62828"
        strokeWidth={pixel}
        dash={[4 * pixel, 3 * pixel]}
      />
      <Rect
        width={w}
        height={h}
        stroke="#1a1a1a"
        strokeWidth={pixel}
        cornerRadius={format.shape === 'roundedRectangle' ? format.cornerRadiusMm : 0}
      />
      {format.shape === 'circle' || format.shape === 'ellipse' ? (
        <Ellipse x={w / 2} y={h / 2} radiusX={w / 2} radiusY={h / 2} stroke="#1a1a1a" strokeWidth={pixel} />
      ) : null}
      <Rect
        x={s}
        y={s}
        width={w - 2 * s}
        height={h - 2 * s}
        stroke="#1d70b8"
        strokeWidth={pixel}
        dash={[2 * pixel, 2 * pixel]}
      />
    </Group>
  );
}

/**
 * The page shown, drawn with Konva in millimetres: its background to the bleed's edge, its
 * objects (select, drag, resize and turn the selected one), the guides, and a mark by each object
 * a print check names (red when it blocks the order).
 */
export default function DesignCanvas({
  document,
  pageIndex,
  selectedId,
  checks,
  zoomPercent,
  imageUrl,
  onSelect,
  onMove,
  onTransform,
}: DesignCanvasProps) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const width = useWidth(box);
  const fontsReady = useFontsReady();
  const transformer = useRef<Konva.Transformer>(null);
  const layer = useRef<Konva.Layer>(null);
  const nodes = useRef(new Map<string, Konva.Group>());
  const { format } = document;
  const page = document.pages[pageIndex];
  const bleedWidth = format.trimWidthMm + 2 * format.bleedMm;
  const bleedHeight = format.trimHeightMm + 2 * format.bleedMm;
  // At 100 % the whole page shows: as wide as the canvas, and no taller than most of the window.
  const height = typeof window === 'undefined' ? 800 : window.innerHeight * 0.75;
  const fit =
    width > 2 * PADDING_PX ? Math.min((width - 2 * PADDING_PX) / bleedWidth, height / bleedHeight) : 1;
  const scale = Math.max(0.1, fit * (zoomPercent / 100));
  const origin = PADDING_PX + format.bleedMm * scale;

  useEffect(() => {
    const node = selectedId === null ? undefined : nodes.current.get(selectedId);
    transformer.current?.nodes(node === undefined ? [] : [node]);
    transformer.current?.getLayer()?.batchDraw();
  });

  // Each drawing of the page is timed on the Performance API (`designer:draw` measures, seen by a
  // PerformanceObserver), and nothing is kept in the page's timeline.
  useEffect(() => {
    const node = layer.current;
    if (node === null || typeof performance === 'undefined') return;
    node.on('beforeDraw.timing', () => performance.mark(DRAW_MARK));
    node.on('draw.timing', () => {
      performance.measure(DRAW_MEASURE, DRAW_MARK);
      performance.clearMarks(DRAW_MARK);
      performance.clearMeasures(DRAW_MEASURE);
    });
    return () => {
      node.off('.timing');
    };
  });

  if (page === undefined) return null;
  // One mark by an object, red when any of its checks blocks the order.
  const marks = new Map<string, boolean>();
  for (const check of checks) {
    if (!('objectId' in check) || check.pageIndex !== pageIndex) continue;
    marks.set(check.objectId, (marks.get(check.objectId) ?? false) || check.severity === 'blocking');
  }
  return (
    <div ref={setBox} className="design-canvas" data-fonts-ready={fontsReady ? 'true' : 'false'}>
      {width === 0 ? null : (
        <Stage
          width={bleedWidth * scale + 2 * PADDING_PX}
          height={bleedHeight * scale + 2 * PADDING_PX}
          onMouseDown={(event) => {
            if (event.target === event.target.getStage()) onSelect(null);
          }}
          onTouchStart={(event) => {
            if (event.target === event.target.getStage()) onSelect(null);
          }}
        >
          <Layer key={fontsReady ? 'fonts' : 'fallback'} ref={layer}>
            <Group x={origin} y={origin} scaleX={scale} scaleY={scale}>
              <Rect
                x={-format.bleedMm}
                y={-format.bleedMm}
                width={bleedWidth}
                height={bleedHeight}
                fill={page.background ?? '#ffffff'}
                onMouseDown={() => onSelect(null)}
                onTap={() => onSelect(null)}
              />
              {page.objects.map((object) => (
                <Group
                  key={object.id}
                  name={`object-${object.id}`}
                  ref={(node) => {
                    if (node === null) nodes.current.delete(object.id);
                    else nodes.current.set(object.id, node);
                  }}
                  x={object.x + object.width / 2}
                  y={object.y + object.height / 2}
                  offsetX={object.width / 2}
                  offsetY={object.height / 2}
                  rotation={object.rotation}
                  draggable
                  onMouseDown={() => onSelect(object.id)}
                  onTap={() => onSelect(object.id)}
                  onDragStart={() => onSelect(object.id)}
                  onDragEnd={(event) => {
                    const node = event.target;
                    const dx = node.x() - (object.x + object.width / 2);
                    const dy = node.y() - (object.y + object.height / 2);
                    // The flow decides where it lands (snapped to the guides, kept in reach).
                    node.position({ x: object.x + object.width / 2, y: object.y + object.height / 2 });
                    onMove(object.id, dx, dy);
                  }}
                  onTransformEnd={(event) => {
                    const node = event.target;
                    const newWidth = object.width * node.scaleX();
                    const newHeight = object.height * node.scaleY();
                    const rotation = ((node.rotation() % 360) + 360) % 360;
                    const centre = { x: node.x(), y: node.y() };
                    node.scale({ x: 1, y: 1 });
                    node.position({ x: object.x + object.width / 2, y: object.y + object.height / 2 });
                    node.rotation(object.rotation);
                    onTransform(
                      object.id,
                      {
                        x: centre.x - newWidth / 2,
                        y: centre.y - newHeight / 2,
                        width: newWidth,
                        height: newHeight,
                      },
                      Math.abs(rotation - object.rotation) < 0.01
                        ? undefined
                        : Math.round(rotation * 10) / 10,
                    );
                  }}
                >
                  <ObjectShape object={object} imageUrl={imageUrl} />
                </Group>
              ))}
              <Guides format={format} scale={scale} />
              <Group listening={false}>
                {[...marks].map(([objectId, blocking]) => {
                  const object = page.objects.find((candidate) => candidate.id === objectId);
                  if (object === undefined) return null;
                  return (
                    <Group key={objectId} x={object.x + object.width} y={object.y}>
                      <Circle
                        radius={MARK_PX / scale}
                        fill={blocking ? '#d62828' : '#f4a261'}
                        stroke="#ffffff"
                        strokeWidth={1 / scale}
                      />
                      <Text
                        text="!"
                        fontSize={(MARK_PX * 1.4) / scale}
                        fontStyle="bold"
                        fill="#ffffff"
                        width={(2 * MARK_PX) / scale}
                        x={-MARK_PX / scale}
                        y={(-MARK_PX * 0.7) / scale}
                        align="center"
                      />
                    </Group>
                  );
                })}
              </Group>
            </Group>
            <Transformer
              ref={transformer}
              rotateEnabled
              keepRatio={false}
              boundBoxFunc={(oldBox, newBox) => (newBox.width < 4 || newBox.height < 4 ? oldBox : newBox)}
            />
          </Layer>
        </Stage>
      )}
    </div>
  );
}
