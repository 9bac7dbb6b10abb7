import type { CatalogService } from '../catalog/catalog.service';
import type { ConsoleCall } from './console.calls';

/** Items and prices, boxes with their odds, categories and pictures. */
export function catalogCalls(catalog: CatalogService): ConsoleCall[] {
  void catalog;
  return [];
}
