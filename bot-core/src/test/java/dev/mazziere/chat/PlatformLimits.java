package dev.mazziere.chat;

/**
 * The limits of the platforms the bot runs on, for the core's tests: each adapter declares
 * its own ({@code TelegramPort.CAPABILITIES}, {@code DiscordChat.CAPABILITIES}), which the
 * core cannot see; {@code PlatformLimitsTest} in bot-app checks these are the same.
 */
public final class PlatformLimits {

    /** Telegram's, as telegram-adapter declares them. */
    public static final Capabilities TELEGRAM = new Capabilities(4096, 8, 100, true, false, 200, true, true, 1024);
    /** Discord's, as discord-adapter declares them: select menus take up to 125 choices. */
    public static final Capabilities DISCORD = new Capabilities(2000, 5, 125, true, true, 2000, true, true);

    private PlatformLimits() {
    }
}
