package dev.mazziere.picture;

import dev.mazziere.cards.Card;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** Small pieces every game's pictures share: a hand's marks, the picture texts. */
public final class Scenes {

    /** The bundle of the words every picture uses ({@code Your hand}, {@code On the table}). */
    public static final String BUNDLE = "dev.mazziere.picture.picture";

    private Scenes() {
    }

    /** The shared picture texts in {@code t}'s language. */
    public static Texts texts(Texts t) {
        return t.bundle(BUNDLE);
    }

    /**
     * A hand's cards marked for the seat's turn: on their turn ({@code playable} not empty)
     * each card with a move is {@link Scene.Mark#PLAYABLE}, each without one
     * {@link Scene.Mark#DIMMED}; otherwise all are plain.
     */
    public static List<Scene.Face> marked(List<? extends Card> hand, Collection<? extends Card> playable) {
        List<Scene.Face> out = new ArrayList<>(hand.size());
        for (Card c : hand) {
            Scene.Mark mark = playable.isEmpty() ? Scene.Mark.PLAIN
                    : playable.contains(c) ? Scene.Mark.PLAYABLE : Scene.Mark.DIMMED;
            out.add(new Scene.Face(c, mark));
        }
        return out;
    }

    /**
     * The seat's hand as the picture's main section: whole cards side by side, in rows when
     * they do not fit one (a fan of ten would show only their corners), in the order given.
     */
    public static Scene.Section hand(List<Scene.Face> faces, Texts t) {
        Texts p = texts(t);
        if (faces.isEmpty()) {
            return Scene.Section.of(p.get("hand"), Scene.Size.LARGE, new Scene.Note(p.get("hand.empty")));
        }
        return Scene.Section.of(p.get("hand"), Scene.Size.LARGE, new Scene.Cards(faces, "", false));
    }

    /** The head's detail of a hand picture: {@code your turn} on the seat's turn, else nothing. */
    public static String handDetail(boolean turn, Texts t) {
        return turn ? texts(t).get("yourTurn") : "";
    }
}
