package dev.mazziere.chat;

import java.util.Collections;
import java.util.Map;

/**
 * Which picture each message an adapter sent lately shows, by its key (no bytes kept), for
 * the adapters to share: an edit whose picture is unchanged (a turn panel redrawn, the
 * table's text alone changing) leaves the picture as it is instead of uploading it again.
 * A message it has forgotten (after a restart, or among the oldest) just gets its picture
 * uploaded anew. Thread-safe.
 */
public final class SentPictures {

    static final int REMEMBERED = 2000;

    private final Map<String, Image.Key> shown = Collections.synchronizedMap(
            Recent.byUse(REMEMBERED));

    /** True when the message {@code ref} shows {@code image} already. */
    public boolean shows(MessageRef ref, Image image) {
        return image != null && image.key().equals(shown.get(key(ref)));
    }

    /** True when the message {@code ref} shows a picture, as far as remembered. */
    public boolean showsAny(MessageRef ref) {
        return shown.containsKey(key(ref));
    }

    /** The message {@code ref} shows {@code image} now (null: no picture). */
    public void sent(MessageRef ref, Image image) {
        if (image == null) {
            shown.remove(key(ref));
        } else {
            shown.put(key(ref), image.key());
        }
    }

    private static String key(MessageRef ref) {
        return ref.chat().id() + "/" + ref.id();
    }
}
