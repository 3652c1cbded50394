package dev.mazziere.records;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Objects;

/**
 * What a player who asked to be forgotten ({@code /deleteme}) becomes in the matches and
 * chat leaderboards the others keep: a random id ({@code anon-} and 32 hex digits) and the
 * name {@code Anon} with its first four digits ({@code Anon 7f3a}), readable in Italian
 * and English alike. Drawn at random, not derived from the user id: one pseudonym for all
 * of one player's rows at one {@code /deleteme}, and nothing, in the store or outside it,
 * leads from it back to them (a hash of a Telegram id, a number of ten digits, could be
 * reversed by trying every id).
 */
public record Pseudonym(String userId, String name) {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String ID_PREFIX = "anon-";

    public Pseudonym {
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(name, "name");
    }

    /** A new pseudonym. */
    public static Pseudonym draw() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        String hex = HexFormat.of().formatHex(bytes);
        return new Pseudonym(ID_PREFIX + hex, "Anon " + hex.substring(0, 4));
    }

    /** True for an id a {@code /deleteme} left behind. */
    public static boolean isPseudonym(String userId) {
        return userId != null && userId.startsWith(ID_PREFIX);
    }
}
