package dev.mazziere.discord;

import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * How the bot meets Discord, read from the environment. {@link #toString()} never
 * shows the token.
 *
 * @param token      the bot token ({@code DISCORD_BOT_TOKEN})
 * @param guildId    a server to register commands in at once, or null for global
 *                   registration ({@code DISCORD_GUILD_ID})
 * @param hands      where private hands go ({@code DISCORD_HANDS}: {@code ephemeral}, the default, or {@code dm})
 * @param shards     how many shards; above 1 runs JDA's shard manager ({@code DISCORD_SHARDS})
 * @param restBase   REST base URL ending in {@code /api/v10/}, or null for Discord's (tests point it at a fake)
 * @param gateway    gateway URL, or null for Discord's (tests point it at a fake)
 * @param threads    a table opened in a text channel gets a public thread of its own, archived
 *                   this long after its match ends; null keeps tables in their channel
 *                   ({@code DISCORD_THREADS}: {@code off}, or a time such as {@code 1h}, the
 *                   default, {@code 30m}, {@code 0})
 */
public record DiscordConfig(String token, String guildId, Hands hands, int shards, String restBase, String gateway,
                            Duration threads) {

    public static final String TOKEN = "DISCORD_BOT_TOKEN";
    public static final String GUILD = "DISCORD_GUILD_ID";
    public static final String HANDS = "DISCORD_HANDS";
    public static final String SHARDS = "DISCORD_SHARDS";
    public static final String THREADS = "DISCORD_THREADS";
    /** How long a finished table's thread stays open, unless {@link #THREADS} says otherwise. */
    public static final Duration THREAD_ARCHIVE = Duration.ofHours(1);

    /** Where a player's hand is shown. */
    public enum Hands {
        /** Behind the table's "my cards" button, as a message only the presser sees. */
        EPHEMERAL,
        /** In a direct message; a player with closed DMs falls back to {@link #EPHEMERAL}. */
        DM
    }

    public DiscordConfig {
        Objects.requireNonNull(token, "token");
        Objects.requireNonNull(hands, "hands");
        if (shards < 1) {
            throw new IllegalArgumentException(SHARDS + " must be 1 or more, not " + shards);
        }
        if (threads != null && threads.isNegative()) {
            throw new IllegalArgumentException(THREADS + " must not be negative");
        }
    }

    /** Tables stay in the channel they were opened in. */
    public DiscordConfig(String token, String guildId, Hands hands, int shards, String restBase, String gateway) {
        this(token, guildId, hands, shards, restBase, gateway, null);
    }

    /** The configuration in {@code env}, or null when no token is set. */
    public static DiscordConfig fromEnv(Map<String, String> env) {
        String token = blankToNull(env.get(TOKEN));
        if (token == null) {
            return null;
        }
        String hands = blankToNull(env.get(HANDS));
        Hands mode = switch (hands == null ? "ephemeral" : hands.trim().toLowerCase(Locale.ROOT)) {
            case "ephemeral" -> Hands.EPHEMERAL;
            case "dm", "dms" -> Hands.DM;
            default -> throw new IllegalArgumentException(HANDS + " must be ephemeral or dm, not '" + hands + "'");
        };
        String shards = blankToNull(env.get(SHARDS));
        int count;
        try {
            count = shards == null ? 1 : Integer.parseInt(shards.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(SHARDS + " must be a number, not '" + shards + "'");
        }
        String guild = blankToNull(env.get(GUILD));
        return new DiscordConfig(token.trim(), guild == null ? null : guild.trim(), mode, count, null, null,
                threads(blankToNull(env.get(THREADS))));
    }

    /** {@code off}, or a time: {@code 90s}, {@code 30m}, {@code 1h}, {@code 2d}, {@code 0}; the default when null. */
    static Duration threads(String value) {
        if (value == null) {
            return THREAD_ARCHIVE;
        }
        String v = value.trim().toLowerCase(Locale.ROOT);
        if (v.equals("off") || v.equals("no") || v.equals("false")) {
            return null;
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d{1,6})\\s*([smhd]?)").matcher(v);
        if (!m.matches()) {
            throw new IllegalArgumentException(THREADS + " must be off or a time such as 1h or 30m, not '" + value + "'");
        }
        long n = Long.parseLong(m.group(1));
        return switch (m.group(2)) {
            case "s" -> Duration.ofSeconds(n);
            case "m" -> Duration.ofMinutes(n);
            case "d" -> Duration.ofDays(n);
            default -> n == 0 ? Duration.ZERO : Duration.ofHours(n);
        };
    }

    /** The same configuration against another Discord (a local fake in tests). */
    public DiscordConfig at(String restBase, String gateway) {
        return new DiscordConfig(token, guildId, hands, shards, restBase, gateway, threads);
    }

    public DiscordConfig withHands(Hands mode) {
        return new DiscordConfig(token, guildId, mode, shards, restBase, gateway, threads);
    }

    /** Tables in threads of their own, archived {@code archiveAfter} after their match; null: in the channel. */
    public DiscordConfig withThreads(Duration archiveAfter) {
        return new DiscordConfig(token, guildId, hands, shards, restBase, gateway, archiveAfter);
    }

    @Override
    public String toString() {
        return "DiscordConfig[token=<hidden>, guildId=" + guildId + ", hands=" + hands + ", shards=" + shards + ", threads=" + (threads == null ? "off" : threads)
                + (restBase != null ? ", restBase=" + restBase : "") + (gateway != null ? ", gateway=" + gateway : "")
                + "]";
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
