import { useEffect, useState } from 'react';

/** An object URL for a blob while the component is mounted; revoked when the blob changes or on unmount. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [objectUrl, setObjectUrl] = useState<{ blob: Blob; url: string }>();

  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL holds the blob until revoked: made here, beside the cleanup that revokes it, never during render
    setObjectUrl({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  // Never an URL of a previous blob (already revoked) while the effect catches up.
  return objectUrl && objectUrl.blob === blob ? objectUrl.url : undefined;
}
