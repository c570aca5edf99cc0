import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An uploaded image, re-encoded (upload/image-processing.ts), kept in PostgreSQL so app processes
 * stay stateless; keyed by the SHA-256 of its bytes, so the same image is stored once and its URL
 * never changes meaning (served as immutable).
 */
@Entity({ name: 'images' })
// Partial: the images the clean-up may remove, oldest upload first (image-cleanup.ts).
@Index('IDX_images_not_in_history', { synchronize: false })
export class ImageEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  /** image/jpeg or image/png (what the re-encoder writes). */
  @Column({ name: 'content_type', type: 'varchar', length: 32 })
  contentType!: string;

  @Column({ name: 'byte_size', type: 'integer' })
  byteSize!: number;

  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  @Column({ type: 'bytea' })
  data!: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /**
   * When it was last uploaded: an upload of the same picture again restarts the clean-up's grace
   * period (image-cleanup.ts), so it is not removed while the upload is being used.
   */
  @Column({ name: 'uploaded_at', type: 'timestamptz', default: () => 'now()' })
  uploadedAt!: Date;

  /**
   * A revision names it (the content's state after the revision, or a value it replaced): kept
   * for good, as a revert or an undo may bring it back. Set in the revision's transaction.
   */
  @Column({ name: 'in_history', type: 'boolean', default: false })
  inHistory!: boolean;
}
