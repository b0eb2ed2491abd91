/**
 * WAI-ARIA grid navigation for the 5×5 mines board: the arrow keys move one tile and stop at the edges
 * (a grid does not wrap), Home and End go to the first and last tile of the row. Returns the tile the focus
 * moves to, or null for a key the grid leaves alone (Enter and Space reveal; Tab leaves the grid).
 */
export function gridArrowTarget(tile: number, key: string, columns: number, count: number): number | null {
  const column = tile % columns;
  const rowStart = tile - column;
  switch (key) {
    case 'ArrowLeft':
      return column > 0 ? tile - 1 : tile;
    case 'ArrowRight':
      return column < columns - 1 && tile + 1 < count ? tile + 1 : tile;
    case 'ArrowUp':
      return tile - columns >= 0 ? tile - columns : tile;
    case 'ArrowDown':
      return tile + columns < count ? tile + columns : tile;
    case 'Home':
      return rowStart;
    case 'End':
      return Math.min(rowStart + columns, count) - 1;
    default:
      return null;
  }
}
