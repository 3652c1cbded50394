package dev.mazziere.table.flow;

import java.util.Arrays;
import java.util.Optional;

/**
 * What a button carries, at most 64 bytes: an action letter, the table id, and for a
 * move the move number it was offered at and the move code ({@code m:k3f9q2:17:7D:3S4C}).
 * The move number makes a button from an earlier turn stale; the table id makes a
 * button from an earlier table stale; a lobby button acts only in its lobby. A rematch
 * names the finished table it plays again. The coach's buttons: a hint names the move
 * number it was offered at, like a move; a review names the hand it reviews.
 */
public sealed interface Payload {

    String tableId();

    String encode();

    /** What a lobby or table button does, beyond moves. */
    enum Kind {
        JOIN('j'), LEAVE('l'), ADD_BOT('b'), START('s'),
        /** Show me my cards (privately). */
        HAND('h'),
        /** Play again: a new lobby with the seats and options of the finished table named. */
        REMATCH('r');

        private final char letter;

        Kind(char letter) {
            this.letter = letter;
        }

        static Optional<Kind> of(char letter) {
            return Arrays.stream(values()).filter(k -> k.letter == letter).findFirst();
        }

        /** True for the buttons of a lobby, which act only while it is one. */
        boolean lobby() {
            return this == JOIN || this == LEAVE || this == ADD_BOT || this == START;
        }
    }

    /** A lobby or table button: join, leave, add a computer, start, my cards. */
    record Action(Kind kind, String tableId) implements Payload {
        @Override
        public String encode() {
            return kind.letter + ":" + tableId;
        }
    }

    record Play(String tableId, int moveNumber, String code) implements Payload {
        @Override
        public String encode() {
            return "m:" + tableId + ":" + moveNumber + ":" + code;
        }
    }

    /** Asks the computer to play, now, the turn offered at {@code moveNumber} (a vote, or the owner's word). */
    record Skip(String tableId, int moveNumber) implements Payload {
        @Override
        public String encode() {
            return "k:" + tableId + ":" + moveNumber;
        }
    }

    /** Asks the coach which move the turn offered at {@code moveNumber} calls for (💡), answered to the presser alone. */
    record Hint(String tableId, int moveNumber) implements Payload {
        @Override
        public String encode() {
            return "c:" + tableId + ":" + moveNumber;
        }
    }

    /** Asks the coach to review the presser's decisions of hand {@code hand} (🔍), answered to them alone. */
    record Review(String tableId, int hand) implements Payload {
        @Override
        public String encode() {
            return "v:" + tableId + ":" + hand;
        }
    }

    /**
     * Redraws a turn panel ({@link dev.mazziere.text.TurnPanel}) in {@code state}, which
     * the game's presenter wrote: a card selected, the selection cleared, another page.
     */
    record Select(String tableId, int moveNumber, String state) implements Payload {
        @Override
        public String encode() {
            return "u:" + tableId + ":" + moveNumber + ":" + state;
        }
    }

    /**
     * The {@code /deleteme} confirm button of {@code userId}: about no table (its
     * {@link #tableId} is empty), only its asker's press acts.
     */
    record Forget(String userId) implements Payload {
        @Override
        public String tableId() {
            return "";
        }

        @Override
        public String encode() {
            return "d:" + userId;
        }
    }

    /** The payload in {@code text}, or empty when it is none of ours. */
    static Optional<Payload> parse(String text) {
        if (text == null || text.length() < 3 || text.charAt(1) != ':') {
            return Optional.empty();
        }
        String rest = text.substring(2);
        char letter = text.charAt(0);
        if (letter == 'd') {
            return rest.isEmpty() ? Optional.empty() : Optional.of(new Forget(rest));
        }
        if (letter == 'k' || letter == 'c' || letter == 'v') {
            String[] parts = rest.split(":", -1);
            if (parts.length != 2 || parts[0].isEmpty()) {
                return Optional.empty();
            }
            try {
                int number = Integer.parseInt(parts[1]);
                return Optional.of(switch (letter) {
                    case 'k' -> new Skip(parts[0], number);
                    case 'c' -> new Hint(parts[0], number);
                    default -> new Review(parts[0], number);
                });
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }
        if (text.charAt(0) == 'm' || text.charAt(0) == 'u') {
            String[] parts = rest.split(":", 3);
            if (parts.length < 3) {
                return Optional.empty();
            }
            try {
                int moveNumber = Integer.parseInt(parts[1]);
                return Optional.of(text.charAt(0) == 'm' ? new Play(parts[0], moveNumber, parts[2])
                        : new Select(parts[0], moveNumber, parts[2]));
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }
        if (rest.isEmpty() || rest.contains(":")) {
            return Optional.empty();
        }
        return Kind.of(text.charAt(0)).map(kind -> new Action(kind, rest));
    }
}
