/** One file of a zip, as stored: its bytes and its modification time. */
export interface UnzippedFile {
  data: Buffer;
  mtime: Date;
}

export declare function unzip(zip: Buffer): Promise<Map<string, UnzippedFile>>;
