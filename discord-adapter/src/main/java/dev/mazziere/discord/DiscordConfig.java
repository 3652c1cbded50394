package dev.mazziere.discord;

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
 */
public record DiscordConfig(String token, String guildId, Hands hands, int shards, String restBase, String gateway) {

    public static final String TOKEN = "DISCORD_BOT_TOKEN";
    public static final String GUILD = "DISCORD_GUILD_ID";
    public static final String HANDS = "DISCORD_HANDS";
    public static final String SHARDS = "DISCORD_SHARDS";

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
        return new DiscordConfig(token.trim(), guild == null ? null : guild.trim(), mode, count, null, null);
    }

    /** The same configuration against another Discord (a local fake in tests). */
    public DiscordConfig at(String restBase, String gateway) {
        return new DiscordConfig(token, guildId, hands, shards, restBase, gateway);
    }

    public DiscordConfig withHands(Hands mode) {
        return new DiscordConfig(token, guildId, mode, shards, restBase, gateway);
    }

    @Override
    public String toString() {
        return "DiscordConfig[token=<hidden>, guildId=" + guildId + ", hands=" + hands + ", shards=" + shards
                + (restBase != null ? ", restBase=" + restBase : "") + (gateway != null ? ", gateway=" + gateway : "")
                + "]";
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
