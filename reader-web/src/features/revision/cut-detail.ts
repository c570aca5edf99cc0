/** The revision detail text: at most 40 characters, the 40th an ellipsis (spec section 9). */
export function cutDetail(text: string, max = 40): string {
  const chars = [...text];
  return chars.length > max ? chars.slice(0, max - 1).join('') + '…' : text;
}
