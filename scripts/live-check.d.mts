export function parseJsonc(text: string): any;
