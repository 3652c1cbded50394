package dev.mazziere.chat;

/**
 * What a platform can show: each adapter declares its platform's. The core fits every
 * message to these before it reaches the adapter.
 *
 * @param maxTextLength   characters in one message
 * @param buttonsPerRow   buttons in one row
 * @param buttonsPerMessage buttons on one message
 * @param popups          a button press can be answered privately (popup, ephemeral reply)
 * @param popupButtons    such a private answer can carry buttons (Discord's ephemeral messages)
 * @param maxPopupLength  characters in a popup answer
 * @param images          messages can carry an image
 * @param files           messages can carry a file ({@link Attachment})
 * @param maxCaptionLength characters of the text of a message that carries an image (Telegram:
 *                         a photo's caption, shorter than a message)
 */
public record Capabilities(int maxTextLength, int buttonsPerRow, int buttonsPerMessage,
                           boolean popups, boolean popupButtons, int maxPopupLength, boolean images,
                           boolean files, int maxCaptionLength) {

    /** A platform whose messages with an image take as much text as those without. */
    public Capabilities(int maxTextLength, int buttonsPerRow, int buttonsPerMessage, boolean popups,
                        boolean popupButtons, int maxPopupLength, boolean images, boolean files) {
        this(maxTextLength, buttonsPerRow, buttonsPerMessage, popups, popupButtons, maxPopupLength, images, files,
                maxTextLength);
    }

    /** A platform that takes no files. */
    public Capabilities(int maxTextLength, int buttonsPerRow, int buttonsPerMessage, boolean popups,
                        boolean popupButtons, int maxPopupLength, boolean images) {
        this(maxTextLength, buttonsPerRow, buttonsPerMessage, popups, popupButtons, maxPopupLength, images, false);
    }
}
