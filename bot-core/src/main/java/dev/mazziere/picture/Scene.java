package dev.mazziere.picture;

import dev.mazziere.cards.Card;
import java.util.List;
import java.util.Objects;

/**
 * One picture as pure data: a head line, sections of cards from top to bottom, and the
 * strip at the foot with whose turn it is and the scores. A scene holds no state of a
 * match, only what the picture shows, so the same scene always draws the same bytes.
 * Texts are already in the reader's language; card marks (🪙 🍷 🗡️ 🪵 ♠ ♥ ♦ ♣ 🃏) and
 * 🤖 in a text are drawn as small pictures.
 *
 * @param title  the game's name ({@code Scopa}), bold at the top
 * @param detail what follows the title on the head line ({@code Smazzata 2 · mazzo 14}), may be empty
 * @param strip  whose turn and the scores, or null for no strip
 */
public record Scene(String title, String detail, List<Section> sections, Strip strip) {

    public Scene {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(detail, "detail");
        sections = List.copyOf(sections);
    }

    /** How big a section draws its cards: a hand's cards large, the table's medium, melds and captures small. */
    public enum Size { LARGE, MEDIUM, SMALL }

    /**
     * How a card stands out: as it is; raised and outlined in gold as one that has a move
     * button; greyed as one that has none; outlined in light blue as the one that matters
     * on the table (the card taking the trick so far); raised higher and outlined in light
     * blue as one the player has picked for a move (Ramino's selection).
     */
    public enum Mark { PLAIN, PLAYABLE, DIMMED, HIGHLIGHT, SELECTED }

    /**
     * A labelled band of the picture: its items flow left to right and wrap.
     *
     * @param label a short heading above the items ({@code Table}), may be empty
     */
    public record Section(String label, Size size, List<Item> items) {
        public Section {
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(size, "size");
            items = List.copyOf(items);
        }

        public static Section of(String label, Size size, Item... items) {
            return new Section(label, size, List.of(items));
        }
    }

    /** Something in a section's flow. */
    public sealed interface Item permits Cards, Pile, Arrow, Note {
    }

    /**
     * Cards side by side, or fanned so that each shows its corner, with a caption under
     * them ({@code anna}, {@code 1 · carlo}).
     */
    public record Cards(List<Face> faces, String caption, boolean fan) implements Item {
        public Cards {
            faces = List.copyOf(faces);
            Objects.requireNonNull(caption, "caption");
        }

        /** The cards as they are, side by side. */
        public static Cards plain(List<? extends Card> cards, String caption) {
            return new Cards(cards.stream().map(Face::plain).toList(), caption, false);
        }
    }

    /**
     * A card, how it stands out, and a word on its corner ({@code new}, the card just drawn),
     * empty for none.
     */
    public record Face(Card card, Mark mark, String badge) {
        public Face {
            Objects.requireNonNull(card, "card");
            Objects.requireNonNull(mark, "mark");
            Objects.requireNonNull(badge, "badge");
        }

        public Face(Card card, Mark mark) {
            this(card, mark, "");
        }

        public static Face plain(Card card) {
            return new Face(card, Mark.PLAIN);
        }
    }

    /**
     * A face-down stack with how many cards it holds: the stock (tallone, mazzo), a side's
     * taken cards. {@code italian} draws the back of the Italian deck's size.
     */
    public record Pile(int count, String caption, boolean italian) implements Item {
        public Pile {
            Objects.requireNonNull(caption, "caption");
        }
    }

    /** An arrow between two items: the card on its left takes those on its right. */
    public record Arrow() implements Item {
    }

    /** A line of text in the flow, where cards would be ({@code nothing on the table}). */
    public record Note(String text) implements Item {
        public Note {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * The foot of the picture: whose turn (or that the match is over) and one score per
     * player or side, the one to act outlined; {@code note} follows the scores ({@code to 11}).
     */
    public record Strip(String turn, List<Score> scores, String note) {
        public Strip {
            Objects.requireNonNull(turn, "turn");
            scores = List.copyOf(scores);
            Objects.requireNonNull(note, "note");
        }
    }

    /** One player's or side's score in the strip, {@code active} when they are to act. */
    public record Score(String name, String value, boolean active) {
        public Score {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(value, "value");
        }
    }
}
