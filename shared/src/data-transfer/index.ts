export * from './transfer-limits';
export * from './export-document';
export * from './export-builder';
export * from './import-bundle';
export * from './export-kinds';
export * from './import-summary';
export * from './read-import';
export { ZipArchive } from './zip-reader';
export * from './import-today';
