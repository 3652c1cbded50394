package dev.mazziere.games.ramino;

import static dev.mazziere.cards.CardRenderer.render;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.Move;
import dev.mazziere.game.Rejection;
import dev.mazziere.text.Texts;
import dev.mazziere.text.TurnPanel.Panel;
import dev.mazziere.text.TurnPanel.Press;
import dev.mazziere.text.TurnPanel.Room;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The private panel of one Ramino turn. Drawing: a button for the tallone and one for the
 * pozzo. Playing: a toggle per card of the hand (sorted by suit and rank, selected cards
 * marked ✅, the card just drawn from the tallone 🆕), then exactly the legal moves made of the selected cards (meld, add to meld N,
 * take the joker of meld N, discard, colore) and a button to clear the selection. A
 * selection no move takes is explained in the text. Going out: re-enter or stay out.
 *
 * <p>The state is the selection as a bit mask over the sorted hand, in base 36, and the
 * page of actions after a dot when the actions do not fit the platform's buttons
 * ({@code "1c"}, {@code "1c.1"}). A card's button says what its tap does to the selection
 * it was drawn with: select card 5 ({@code "1c+5"}) or unselect it ({@code "1c-5"}), so a
 * tap on a panel the redraw has not replaced yet is applied to the selection as it is now
 * ({@link State#next}). A button's state belongs to the move number it was drawn at, so
 * the hand it indexes is the hand now.
 */
final class RaminoPanel {

    /** Cards in a row, at most: a phone shows six short card buttons well. */
    private static final int CARDS_PER_ROW = 6;
    /** Actions in a row, at most: their labels are longer. */
    private static final int ACTIONS_PER_ROW = 3;
    /** Rows in all, at most, however many buttons a platform allows. */
    private static final int MAX_ROWS = 10;
    /** Marks the card just drawn from the tallone, in the hand and on its button. */
    static final String NEW = "🆕";

    private final RaminoView v;
    private final List<RaminoMove> legal;
    private final Texts s;
    private final Room room;

    RaminoPanel(RaminoView view, List<? extends Move> legal, Texts s, Room room) {
        this.v = view;
        this.legal = legal.stream().map(RaminoMove.class::cast).toList();
        this.s = s;
        this.room = room;
    }

    Panel build(String state) {
        return switch (v.phase()) {
            case DRAW -> draw();
            case PLAY -> play(State.parse(state, v.hand().size()));
            case REENTRY -> reentry();
        };
    }

    // ---- drawing

    private Panel draw() {
        List<String> lines = new ArrayList<>(head());
        boolean stock = legal.contains(RaminoMove.DRAW_STOCK);
        boolean pile = legal.contains(RaminoMove.DRAW_PILE);
        FrenchCard top = v.pileTop();
        if (pile && !stock && v.stockSize() > 0) {
            lines.add(s.get("panel.mustTake", render(top)));
        } else if (pile) {
            lines.add(s.get("panel.drawHint", render(top)));
        } else {
            lines.add(s.get("panel.drawStockOnly"));
        }
        List<Press> row = new ArrayList<>();
        if (stock) {
            row.add(new Press.Play(s.get("button.tallone"), RaminoMove.DRAW_STOCK));
        }
        if (pile) {
            row.add(new Press.Play(s.get("button.pozzo", render(top)), RaminoMove.DRAW_PILE));
        }
        return new Panel(String.join("\n", lines), List.of(row));
    }

    // ---- going out

    private Panel reentry() {
        int me = v.viewer();
        int nearest = 0;
        for (int seat = 0; seat < v.seats(); seat++) {
            if (!v.out().contains(seat)) {
                nearest = Math.max(nearest, v.totals().get(seat));
            }
        }
        String text = s.get("panel.reentry", v.totals().get(me), nearest);
        List<Press> row = new ArrayList<>();
        if (legal.contains(RaminoMove.REENTER)) {
            row.add(new Press.Play(s.get("button.reenter", nearest), RaminoMove.REENTER));
        }
        if (legal.contains(RaminoMove.STAY_OUT)) {
            row.add(new Press.Play(s.get("button.stayOut"), RaminoMove.STAY_OUT));
        }
        return new Panel(text, List.of(row));
    }

    // ---- playing

    private Panel play(State state) {
        List<FrenchCard> hand = RaminoPresenter.inHandOrder(v);
        List<FrenchCard> selected = new ArrayList<>();
        for (int i = 0; i < hand.size(); i++) {
            if (state.has(i)) {
                selected.add(hand.get(i));
            }
        }
        List<Press> actions = actions(selected);
        List<String> lines = new ArrayList<>(head());
        if (selected.isEmpty()) {
            lines.add(s.get("panel.playHint"));
        } else if (actions.isEmpty()) {
            lines.add(explain(selected));
        } else {
            lines.add(s.get("panel.selected", render(selected)));
        }
        if (!selected.isEmpty()) {
            actions.add(new Press.Select(s.get("button.clear"), new State(0, 0).write()));
        }

        List<List<Press>> rows = new ArrayList<>();
        int perRow = Math.max(1, Math.min(room.perRow(), CARDS_PER_ROW));
        List<Press> row = new ArrayList<>();
        int drawn = drawnIndex();
        for (int i = 0; i < hand.size(); i++) {
            String label = (state.has(i) ? "✅" : i == drawn ? NEW : "") + render(hand.get(i));
            row.add(new Press.Select(label, state.tap(i)));
            if (row.size() == perRow) {
                rows.add(row);
                row = new ArrayList<>();
            }
        }
        if (!row.isEmpty()) {
            rows.add(row);
        }
        rows.addAll(actionRows(actions, state, room.total() - hand.size(), rowsLeft(rows.size())));
        return new Panel(String.join("\n", lines), rows);
    }

    /** Where the card just drawn from the tallone sits in the sorted hand, or -1. */
    private int drawnIndex() {
        return v.drawnIndex();
    }

    /** Rows the platform still allows after {@code used}. */
    private int rowsLeft(int used) {
        int rows = Math.min(MAX_ROWS, Math.max(1, room.total() / Math.max(1, room.perRow())));
        return Math.max(1, rows - used);
    }

    /** The actions laid out in the room left, a page at a time with a "more" button when they do not fit. */
    private List<List<Press>> actionRows(List<Press> actions, State state, int buttonsLeft, int rowsLeft) {
        int perRow = Math.max(1, Math.min(room.perRow(), ACTIONS_PER_ROW));
        int slots = Math.min(buttonsLeft, rowsLeft * perRow);
        if (actions.size() > slots && rowsLeft * room.perRow() >= actions.size()) {
            perRow = room.perRow(); // wider rows make everything fit on one page
            slots = Math.min(buttonsLeft, rowsLeft * perRow);
        }
        List<Press> shown = actions;
        if (actions.size() > slots && slots >= 2) {
            int pageSize = slots - 1;
            int pages = (actions.size() + pageSize - 1) / pageSize;
            int page = Math.floorMod(state.page(), pages);
            shown = new ArrayList<>(actions.subList(page * pageSize, Math.min(actions.size(), (page + 1) * pageSize)));
            shown.add(new Press.Select(s.get("button.more", page + 1, pages), state.page((page + 1) % pages).write()));
        }
        List<List<Press>> rows = new ArrayList<>();
        for (int i = 0; i < shown.size(); i += perRow) {
            rows.add(shown.subList(i, Math.min(shown.size(), i + perRow)));
        }
        return rows;
    }

    /** The legal moves made of exactly the selected cards, as buttons. */
    private List<Press> actions(List<FrenchCard> selected) {
        List<Press> out = new ArrayList<>();
        if (selected.isEmpty()) {
            return out;
        }
        List<FrenchCard> sorted = new ArrayList<>(selected);
        Collections.sort(sorted);
        boolean last = selected.size() == v.hand().size();
        for (RaminoMove m : legal) {
            switch (m) {
                case RaminoMove.Meld meld when meld.cards().equals(sorted) -> out.add(new Press.Play(
                        meld.joker() == null ? s.get("button.meld") : s.get("button.meldJoker", render(meld.joker())), m));
                case RaminoMove.Extend x when x.cards().equals(sorted) -> out.add(new Press.Play(x.joker() == null
                        ? s.get("button.extend", x.meld() + 1)
                        : s.get("button.extendJoker", x.meld() + 1, render(x.joker())), m));
                case RaminoMove.SwapJoker j when sorted.equals(List.of(j.card())) ->
                        out.add(new Press.Play(s.get("button.swap", j.meld() + 1), m));
                case RaminoMove.Discard d when sorted.equals(List.of(d.card())) -> out.add(new Press.Play(
                        s.get(last ? "button.discardClose" : "button.discard", render(d.card())), m));
                case RaminoMove.Colore k when k.cards().equals(sorted) ->
                        out.add(new Press.Play(s.get("button.colore"), m));
                default -> {
                }
            }
        }
        if (last) {
            // under closeWithoutDiscard a meld may take the last cards: say that it closes
            out.replaceAll(b -> b instanceof Press.Play p && !(p.move() instanceof RaminoMove.Discard)
                    ? new Press.Play(s.get("button.andClose", p.label()), p.move()) : b);
        }
        return out;
    }

    /**
     * The selection's line when no move takes it: two cards that a third would make a meld
     * are a step on the way, not a mistake; otherwise why not.
     */
    private String explain(List<FrenchCard> selected) {
        if (selected.size() == 2 && selected.stream().noneMatch(FrenchCard::isJoker)) {
            List<FrenchCard> withJoker = new ArrayList<>(selected);
            withJoker.add(FrenchCard.JOKER);
            return s.get(Melds.jokerOptions(withJoker).isEmpty() ? "panel.twoApart" : "panel.two", render(selected));
        }
        return s.get("panel.why", render(selected), why(selected));
    }

    /** Why no move takes the selected cards. */
    private String why(List<FrenchCard> selected) {
        if (selected.size() == 1) {
            FrenchCard c = selected.get(0);
            RaminoView.Face taken = v.takenFromPile();
            if (taken != null && taken.card().equals(c) && Collections.frequency(v.hand(), c) == 1) {
                return RaminoPresenter.explain(Rejection.of("ramino.pileCardNotDiscardable", c.code()), s);
            }
            return s.get("panel.one");
        }
        if (selected.size() == 2) {
            return s.get("panel.two");
        }
        Melds.Verdict verdict = Melds.check(selected, null);
        if (!verdict.valid() && !verdict.rejection().code().equals("ramino.jokerNeedsCard")) {
            return RaminoPresenter.explain(verdict.rejection(), s);
        }
        return RaminoPresenter.explain(Rejection.of("ramino.mustKeepDiscard"), s);
    }

    /** The first lines of every panel: the hand (the card just drawn from the tallone marked), the piles, the numbered melds. */
    private List<String> head() {
        List<String> lines = new ArrayList<>();
        lines.add(RaminoPresenter.hand(v, s));
        lines.add(RaminoPresenter.piles(v, s));
        for (RaminoView.MeldView m : v.melds()) {
            lines.add(s.get("panel.meld", m.index() + 1, RaminoPresenter.meld(m)));
        }
        return lines;
    }

    /** Selected cards as bits of the sorted hand, and the page of actions shown. */
    record State(long mask, int page) {

        /** A card's tap: the selection it was drawn with, then + (select) or - (unselect) and the card's index. */
        private static final Pattern TAP = Pattern.compile("([0-9a-z]{1,13})([+-])([0-9]{1,2})");
        /** Another page of actions: the selection, a dot, the page. */
        private static final Pattern PAGE = Pattern.compile("([0-9a-z]{1,13})\\.([0-9]{1,3})");

        /**
         * The state after a press written as {@code pressed}, applied to {@code current} (the
         * panel as last drawn at this move; null when unknown, then to the selection the
         * button was drawn with). A card's tap selects or unselects that card in the current
         * selection; another page keeps the current selection; anything else is as written.
         */
        static String next(String current, String pressed) {
            if (pressed == null) {
                return "";
            }
            Matcher tap = TAP.matcher(pressed);
            if (tap.matches()) {
                int card = Integer.parseInt(tap.group(3));
                if (card >= 63) {
                    return "";
                }
                long base = current != null ? parse(current, 63).mask : maskOf(tap.group(1));
                long bit = 1L << card;
                return new State(tap.group(2).equals("+") ? base | bit : base & ~bit, 0).write();
            }
            Matcher page = PAGE.matcher(pressed);
            if (page.matches() && current != null) {
                return new State(parse(current, 63).mask, Integer.parseInt(page.group(2))).write();
            }
            return pressed;
        }

        static State parse(String text, int handSize) {
            if (text == null || text.isEmpty()) {
                return new State(0, 0);
            }
            if (TAP.matcher(text).matches()) {
                text = next(null, text);
            }
            try {
                String[] parts = text.split("\\.", 2);
                long mask = Long.parseLong(parts[0], 36);
                int page = parts.length > 1 ? Integer.parseInt(parts[1]) : 0;
                if (mask < 0 || page < 0 || handSize < 63 && mask >= 1L << handSize) {
                    return new State(0, 0);
                }
                return new State(mask, page);
            } catch (NumberFormatException e) {
                return new State(0, 0);
            }
        }

        /** A mask in base 36; 0 for one that is no mask (the panel then reads nothing selected). */
        private static long maskOf(String text) {
            try {
                return Long.parseLong(text, 36);
            } catch (NumberFormatException e) {
                return 0;
            }
        }

        boolean has(int i) {
            return (mask & 1L << i) != 0;
        }

        /** What tapping card {@code i} does to this selection, as a button's state: select it, or unselect it. */
        String tap(int i) {
            return Long.toString(mask, 36) + (has(i) ? "-" : "+") + i;
        }

        State page(int p) {
            return new State(mask, p);
        }

        String write() {
            String m = Long.toString(mask, 36);
            return page == 0 ? m : m + "." + page;
        }
    }
}
