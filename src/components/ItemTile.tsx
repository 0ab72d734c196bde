/** @deprecated The old name of ItemCard, kept while the last screens move over; import ItemCard instead. */
export { ItemCard as ItemTile, type ItemCardProps as ItemTileProps } from './ItemCard';
