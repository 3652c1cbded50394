package dev.mazziere.chat;

/**
 * What a platform can show. The core fits every message to these before it reaches
 * the adapter.
 *
 * @param maxTextLength   characters in one message
 * @param buttonsPerRow   buttons in one row
 * @param buttonsPerMessage buttons on one message
 * @param popups          a button press can be answered privately (popup, ephemeral reply)
 * @param popupButtons    such a private answer can carry buttons (Discord's ephemeral messages)
 * @param maxPopupLength  characters in a popup answer
 * @param images          messages can carry an image
 */
public record Capabilities(int maxTextLength, int buttonsPerRow, int buttonsPerMessage,
                           boolean popups, boolean popupButtons, int maxPopupLength, boolean images) {

    /** Telegram's limits. */
    public static final Capabilities TELEGRAM = new Capabilities(4096, 8, 100, true, false, 200, true);
    /** Discord's limits. */
    public static final Capabilities DISCORD = new Capabilities(2000, 5, 25, true, true, 2000, true);
}
