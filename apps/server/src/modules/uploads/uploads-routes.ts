import multipart from '@fastify/multipart';
import { uploadReplySchema } from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  BadRequestError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '../../lib/errors.ts';
import { MAX_IMAGE_BYTES } from './image-processing.ts';
import type { UploadsService } from './uploads-service.ts';

export interface UploadsRoutesOptions {
  uploads: UploadsService;
}

const tooLarge = () =>
  new PayloadTooLargeError(
    'The image is larger than 5 MB. Choose a smaller picture.',
    'FILE_TOO_LARGE',
  );

/** POST /api/upload (spec §7, product-decisions §5). */
export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (app, opts) => {
  const service = opts.uploads;
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  // During sign-up the avatar is uploaded before the profile exists: a session will do.
  app.post(
    '/upload',
    {
      // A picture only shows once a listing names it, and that write changes the catalogue.
      config: { policy: 'session-or-bearer', catalogueNeutral: true },
      // No zod body: the parts are read as they stream in, below.
      schema: {
        consumes: ['multipart/form-data'],
        description: 'One image (at most 5 MB) in the multipart field `image`.',
        response: { 200: uploadReplySchema },
      },
      preHandler: app.rateLimit('upload'),
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new UnsupportedMediaTypeError(
          'Send the image as multipart/form-data in the field "image".',
          'MULTIPART_REQUIRED',
        );
      }
      let data: Buffer | undefined;
      try {
        // Every part is read, so a second file is refused rather than silently dropped.
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'image' || data) {
            throw new BadRequestError('Upload one image at a time, in the field "image".', {
              image: ['Exactly one image is required'],
            });
          }
          data = await part.toBuffer();
        }
        if (!data) {
          throw new BadRequestError('Choose an image to upload.', { image: ['Image is required'] });
        }
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
        if (error instanceof app.multipartErrors.FilesLimitError) {
          throw new BadRequestError('Upload one image at a time.');
        }
        // The multipart parser's own complaints (no boundary, data cut short) carry no
        // status: they describe a malformed request, not a fault of ours (issue #7 fuzzing).
        if (error instanceof Error && !(error instanceof AppError) && !('statusCode' in error)) {
          throw new BadRequestError(
            'The upload could not be read. Send the image as multipart/form-data in the field "image".',
            { image: ['Image is required'] },
            'BAD_MULTIPART',
          );
        }
        throw error;
      }
      const url = await service.store(data);
      return { success: true as const, data: { url } };
    },
  );
};
