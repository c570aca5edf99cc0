import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An uploaded image, re-encoded (upload/image-processing.ts), kept in PostgreSQL so app processes
 * stay stateless; keyed by the SHA-256 of its bytes, so the same image is stored once and its URL
 * never changes meaning (served as immutable).
 */
@Entity({ name: 'images' })
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
}
