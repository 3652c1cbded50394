package dev.mazziere.games.chiamata;

import static dev.mazziere.cards.CardRenderer.render;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.Move;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import dev.mazziere.text.TurnPanel.Panel;
import dev.mazziere.text.TurnPanel.Press;
import dev.mazziere.text.TurnPanel.Room;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The private panel of one Briscola chiamata turn. In the auction: Passo and, beside it,
 * "2 a N", which bids the 2 with N points; a button for every rank still above the highest
 * bid; and −10 −5 −1 +1 +5 +10, which move N (from the lowest points bid allowed up to
 * 120) without bidding, so any bid is two or three taps away. Five rows at most, as
 * Discord allows. At the call: the four cards
 * of the rank won, one's own marked. In the play: one button per card.
 *
 * <p>The state is N, the points the "2 a N" button shows ({@code "75"}; empty: the lowest
 * allowed). A − or + button carries the N it was drawn with and its step ({@code "75+5"}),
 * so a tap on a panel the redraw has not replaced yet moves N from where it is now
 * ({@link #next}). A state outside the allowed points is brought back inside them.
 */
final class ChiamataPanel {

    /** The steps of the − and + buttons. */
    private static final int[] STEPS = {10, 5, 1};
    /** Rank buttons in a row, at most. */
    private static final int RANKS_PER_ROW = 5;
    /** Card buttons in a row, at most. */
    private static final int CARDS_PER_ROW = 4;

    private final ChiamataView v;
    private final List<ChiamataMove> legal;
    private final Texts s;
    private final Room room;
    private final Names names;

    ChiamataPanel(ChiamataView view, List<? extends Move> legal, Texts s, Room room, Names names) {
        this.v = view;
        this.legal = legal.stream().map(ChiamataMove.class::cast).toList();
        this.s = s;
        this.room = room;
        this.names = names;
    }

    Panel build(String state) {
        return switch (v.phase()) {
            case AUCTION -> auction(state);
            case CALL -> call();
            case PLAY -> play();
        };
    }

    // ---- the auction

    private Panel auction(String state) {
        List<String> lines = new ArrayList<>();
        lines.add(ChiamataPresenter.cards(v, s));
        if (!v.bids().isEmpty()) {
            lines.add(s.get("hand.bids", ChiamataTexts.bids(v, names, true, s)));
        }
        lines.add(v.highest() == null ? s.get("panel.firstBid")
                : s.get("panel.bid", ChiamataTexts.bid(v.highest(), s)));
        List<Press> ranks = new ArrayList<>();
        int lowestPoints = -1;
        for (ChiamataMove m : legal) {
            if (m instanceof ChiamataMove.Bid b) {
                if (!b.contract().withPoints()) {
                    ranks.add(new Press.Play(ChiamataTexts.bid(b.contract(), s), b));
                } else if (lowestPoints < 0) {
                    lowestPoints = b.contract().points();
                }
            }
        }
        // Five rows at most (Discord's limit): Passo and 2 a N, the ranks in two, then − and +.
        List<List<Press>> rows = new ArrayList<>();
        List<Press> first = new ArrayList<>();
        first.add(new Press.Play(s.get("bid.pass"), ChiamataMove.pass()));
        rows.add(first);
        rows.addAll(split(ranks, Math.min(RANKS_PER_ROW, room.perRow())));
        if (lowestPoints > 0) {
            int points = points(state, lowestPoints);
            lines.add(s.get("panel.points", points));
            first.add(new Press.Play(s.get("bid.points", points), ChiamataMove.bid(Contract.ofPoints(points))));
            List<Press> down = new ArrayList<>();
            List<Press> up = new ArrayList<>();
            for (int step : STEPS) {
                if (points > lowestPoints) {
                    down.add(new Press.Select("−" + step, points + "-" + step));
                }
            }
            for (int i = STEPS.length - 1; i >= 0; i--) {
                if (points < Contract.MAX_POINTS) {
                    up.add(new Press.Select("+" + STEPS[i], points + "+" + STEPS[i]));
                }
            }
            if (!down.isEmpty()) {
                rows.add(down);
            }
            if (!up.isEmpty()) {
                rows.add(up);
            }
        }
        rows.set(0, List.copyOf(first));
        return new Panel(String.join("\n", lines), rows);
    }

    /** The points the state asks for, brought within those allowed. */
    private static int points(String state, int lowest) {
        int points = lowest;
        try {
            if (state != null && !state.isEmpty()) {
                points = Integer.parseInt(state);
            }
        } catch (NumberFormatException e) {
            // a state this panel did not write: the lowest allowed
        }
        return Math.max(lowest, Math.min(Contract.MAX_POINTS, points));
    }

    /**
     * The state a press leads to: a − or + button ({@code "75+5"}) moves the points from
     * {@code current} when the table knows it, else from those the button was drawn with.
     * Anything else is taken as written.
     */
    static String next(String current, String pressed) {
        if (pressed == null) {
            return "";
        }
        int at = Math.max(pressed.indexOf('+'), pressed.indexOf('-'));
        if (at <= 0) {
            return pressed;
        }
        try {
            int drawn = Integer.parseInt(pressed.substring(0, at));
            int step = Integer.parseInt(pressed.substring(at + 1)) * (pressed.charAt(at) == '+' ? 1 : -1);
            int from = drawn;
            if (current != null && !current.isEmpty()) {
                from = Integer.parseInt(current);
            }
            return Integer.toString(Math.max(Contract.PLAIN + 1, Math.min(Contract.MAX_POINTS, from + step)));
        } catch (NumberFormatException e) {
            return "";
        }
    }

    // ---- the call

    private Panel call() {
        List<String> lines = new ArrayList<>();
        lines.add(ChiamataPresenter.cards(v, s));
        lines.add(s.get("panel.call", ChiamataTexts.bid(v.highest(), s)));
        List<Press> cards = new ArrayList<>();
        boolean own = false;
        for (ChiamataMove m : legal) {
            ItalianCard card = ((ChiamataMove.Call) m).card();
            boolean mine = v.hand().contains(card);
            own |= mine;
            String label = render(card) + " " + card.suit().name().toLowerCase(Locale.ROOT);
            cards.add(new Press.Play(mine ? s.get("button.own", label) : label, m));
        }
        if (own) {
            lines.add(s.get("panel.callOwn"));
        }
        return new Panel(String.join("\n", lines), split(cards, Math.min(2, room.perRow())));
    }

    // ---- the play

    private Panel play() {
        List<String> lines = new ArrayList<>();
        lines.add(ChiamataPresenter.cards(v, s));
        lines.add(ChiamataTexts.call(v, names, s));
        lines.add(ChiamataTexts.role(v, names, s));
        lines.add(v.trick().isEmpty() ? s.get("hand.lead") : s.get("hand.trick", render(v.table().cardsOnTable())));
        List<Press> cards = new ArrayList<>();
        for (ChiamataMove m : legal) {
            cards.add(new Press.Play(render(((ChiamataMove.Play) m).card()), m));
        }
        return new Panel(String.join("\n", lines), split(cards, Math.min(CARDS_PER_ROW, room.perRow())));
    }

    private static List<List<Press>> split(List<Press> presses, int perRow) {
        List<List<Press>> rows = new ArrayList<>();
        for (int i = 0; i < presses.size(); i += perRow) {
            rows.add(List.copyOf(presses.subList(i, Math.min(presses.size(), i + perRow))));
        }
        return rows;
    }
}
