import { Injectable } from '@nestjs/common';
import { CHECKSUMS, MANIFEST } from './dump-names.js';
import { DumpStore } from './dump-store.js';
import { LICENCES } from './licences.js';
import type { OpenDataDto } from './open-data.dto.js';
import { dataFileUrl } from './open-data-paths.js';

@Injectable()
export class OpenDataService {
  constructor(private readonly store: DumpStore) {}

  async latest(): Promise<OpenDataDto> {
    const dump = await this.store.latest();
    if (!dump) return { Latest: null };
    return {
      Latest: {
        CreatedAt: dump.manifest.CreatedAt,
        ChangesCursor: dump.manifest.ChangesCursor,
        Files: dump.manifest.Files.map((f) => ({
          Name: f.Name,
          URL: dataFileUrl(f.Name),
          Format: f.Format,
          Licence: f.Licence,
          LicenceURL: LICENCES[f.Licence].url,
          Description: f.Description,
          Bytes: f.Bytes,
          SHA256: f.SHA256,
          Records: f.Records,
          SchemaURL: f.Schema ? dataFileUrl(f.Schema) : null,
        })),
        ManifestURL: dataFileUrl(MANIFEST),
        ChecksumsURL: dataFileUrl(CHECKSUMS),
      },
    };
  }
}
