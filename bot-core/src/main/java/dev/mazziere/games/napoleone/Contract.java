package dev.mazziere.games.napoleone;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * The contracts of Napoleone, in bidding order: each bid must name a later one than the
 * highest so far. {@link #code()} is the word of the transcript's bid event.
 */
public enum Contract {
    DUE("2", 2, 2),
    TRE("3", 3, 3),
    /** The caller must take no trick; its value is the {@code misereValue} option. */
    MISERE("misere", 0, 3),
    QUATTRO("4", 4, 4),
    NAPOLEONE("nap", 5, 5),
    /** Napoleone at double value; under {@code overcalls=strict} only over a Napoleone. */
    WELLINGTON("wellington", 5, 10),
    /** Napoleone at four times the value; under {@code overcalls=strict} only over a Wellington. */
    BLUCHER("blucher", 5, 20);

    private final String code;
    private final int tricks;
    private final int value;

    Contract(String code, int tricks, int value) {
        this.code = code;
        this.tricks = tricks;
        this.value = value;
    }

    @JsonValue
    public String code() {
        return code;
    }

    /** Tricks the caller must take; 0 for Misère, where the caller must take none. */
    public int tricks() {
        return tricks;
    }

    /** What each opponent pays or gets; Misère's comes from the {@code misereValue} option. */
    public int value(int misereValue) {
        return this == MISERE ? misereValue : value;
    }

    public boolean isMisere() {
        return this == MISERE;
    }

    /** True when this contract ranks above {@code other} (null: no bid yet). */
    public boolean beats(Contract other) {
        return other == null || compareTo(other) > 0;
    }

    /**
     * The contract with this code ({@code 2 3 misere 4 nap wellington blucher}), case-insensitive;
     * also accepts the enum names and {@code blücher}, {@code misère}.
     *
     * @throws IllegalArgumentException naming the allowed codes
     */
    public static Contract parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT).replace('ü', 'u').replace('è', 'e');
        for (Contract c : values()) {
            if (c.code.equals(t) || c.name().toLowerCase(Locale.ROOT).equals(t)) {
                return c;
            }
        }
        throw new IllegalArgumentException("not a Napoleone contract: '" + text
                + "' (contracts: 2, 3, misere, 4, nap, wellington, blucher)");
    }
}
