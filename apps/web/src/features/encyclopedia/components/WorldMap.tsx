import { useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import {
  CULTURES,
  entryPath,
  WORLD_MAP,
  WORLD_MAP_AREAS,
  worldMapAreaPath,
  type Culture,
  type CultureRecord,
} from '@millenaire/contracts/encyclopedia';
import { NS } from '../i18n';
import classes from './WorldMap.module.css';

interface Hover {
  culture: Culture;
  /** Where the pointer is, in pixels from the map's top left corner. */
  x: number;
  y: number;
}

function centre(culture: Culture): [number, number] {
  const points = WORLD_MAP_AREAS[culture];
  const sum = points.reduce(([sx, sy], [x, y]) => [sx + x, sy + y], [0, 0]);
  return [sum[0] / points.length, sum[1] / points.length];
}

/** Room kept between a name on the map and the map's edge, in the image's pixels. */
const EDGE_MARGIN = 32;

/**
 * Where a culture's name goes: centred on its area, except near an edge, where
 * it ends (or starts) inside the map instead of running past the frame
 * (Japan, at the far east, would otherwise lose the end of its name).
 */
function labelPlacement(culture: Culture): {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
} {
  const [x, y] = centre(culture);
  if (x > WORLD_MAP.width * 0.85) return { x: WORLD_MAP.width - EDGE_MARGIN, y, anchor: 'end' };
  if (x < WORLD_MAP.width * 0.15) return { x: EDGE_MARGIN, y, anchor: 'start' };
  return { x, y, anchor: 'middle' };
}

/**
 * The world map with each culture's area clickable. The areas are an SVG
 * laid over the image with the image's own coordinates, so they scale with
 * it. Hovering shows the culture's name 50 px below the pointer.
 */
export function WorldMap({ cultures }: { cultures: CultureRecord[] }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const label = (culture: Culture) => cultures.find((c) => c.itemkey === culture)?.label ?? culture;

  const pointAt = (culture: Culture) => (event: PointerEvent) => {
    const rect = box.current!.getBoundingClientRect();
    setHover({ culture, x: event.clientX - rect.left, y: event.clientY - rect.top });
  };
  // Keyboard focus shows the name under the area's centre.
  const focusOn = (culture: Culture) => (_event: FocusEvent) => {
    const rect = box.current!.getBoundingClientRect();
    const [x, y] = centre(culture);
    const scale = rect.width / WORLD_MAP.width;
    setHover({ culture, x: x * scale, y: y * scale });
  };
  const open = (culture: Culture) => (event: MouseEvent) => {
    event.preventDefault();
    void navigate(entryPath(culture, 'cultures', culture));
  };

  return (
    <div ref={box} className={classes.map}>
      <picture>
        <source srcSet="/img/encyclopedia/worldmap.webp" type="image/webp" />
        <img
          src="/img/encyclopedia/worldmap.png"
          width={WORLD_MAP.width}
          height={WORLD_MAP.height}
          alt=""
          className={classes.image}
        />
      </picture>
      <svg
        className={classes.areas}
        viewBox={`0 0 ${WORLD_MAP.width} ${WORLD_MAP.height}`}
        role="group"
        aria-label={t('home.mapLabel')}
      >
        {CULTURES.map((culture) => (
          <a
            key={culture}
            href={entryPath(culture, 'cultures', culture)}
            aria-label={label(culture)}
            data-culture={culture}
            className={classes.link}
            onClick={open(culture)}
            onPointerMove={pointAt(culture)}
            onPointerLeave={() => setHover(null)}
            onFocus={focusOn(culture)}
            onBlur={() => setHover(null)}
          >
            <path d={worldMapAreaPath(WORLD_MAP_AREAS[culture])} className={classes.area} />
            <text
              x={labelPlacement(culture).x}
              y={labelPlacement(culture).y}
              className={classes.label}
              textAnchor={labelPlacement(culture).anchor}
              aria-hidden
            >
              {label(culture)}
            </text>
          </a>
        ))}
      </svg>
      {hover && (
        <div
          className={classes.tooltip}
          role="tooltip"
          style={{ left: hover.x, top: hover.y + WORLD_MAP.tooltipOffset }}
        >
          {label(hover.culture)}
        </div>
      )}
    </div>
  );
}
