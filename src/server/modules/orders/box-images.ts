// The box photos the gallery 'Caixas' shows. The centre keeps the conveyor camera's photo
// address per label read (box_images.url_image); photos kept here are drawn from their row,
// like product pictures, so the panel works without the camera's image service.
import { eq } from 'drizzle-orm';
import type { FileReply } from '../../../shared/contract/endpoint';
import type { DbOrTx } from '../../db/client';
import { boxImages } from '../../db/schema';
import { notFound } from '../../http/errors';
import { boxImageSvg } from '../../demo/product-image';

export const BOX_IMAGES_PATH = '/api/boxes-conference/images/';

export async function boxImage(db: DbOrTx, file: string): Promise<FileReply> {
  const [photo] = await db
    .select({ tagValue: boxImages.tagValue })
    .from(boxImages)
    .where(eq(boxImages.urlImage, `${BOX_IMAGES_PATH}${file}`))
    .limit(1);
  if (!photo) throw notFound('Foto não encontrada');
  return { contentType: 'image/svg+xml', body: boxImageSvg(photo.tagValue), maxAgeSeconds: 3600 };
}

/**
 * A box photo as a data: URL, for the conveyor card's img_base64: the kiosk shows it with no
 * further request, and only a data: URL of an image type is ever put in an <img> there.
 */
export function boxPhotoDataUrl(tagValue: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(boxImageSvg(tagValue)).toString('base64')}`;
}
