package dev.mazziere.games.ramino;

import static dev.mazziere.cards.CardRenderer.render;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.View;
import dev.mazziere.text.GameCommand;
import dev.mazziere.text.BundledPresenter;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import dev.mazziere.text.TurnPanel;
import java.util.ArrayList;
import java.util.List;

/**
 * How Ramino looks in a chat: the numbered melds, the pozzo and the tallone, the cards
 * each player holds and the points against the limit; and, privately, the turn panel
 * ({@link RaminoPanel}). Texts in {@code ramino*.properties} next to this class; tallone,
 * pozzo, colore, ramino and chiusura in mano stay Italian in both languages.
 *
 * <p>Melds are numbered from 1 in the chat, while moves number them from 0.
 */
public final class RaminoPresenter extends BundledPresenter implements TurnPanel {

    private static final List<GameCommand> COMMANDS = List.of(GameCommand.of("ramino"));

    static final String BUNDLE = "dev.mazziere.games.ramino.ramino";

    public RaminoPresenter() {
        super(BUNDLE, COMMANDS, "Ramino");
    }

    static Texts own(Texts t) {
        return t.bundle(BUNDLE);
    }

    @Override
    public String title(Options options) {
        return RaminoGame.DUEMAZZI.equals(options.choice(RaminoGame.VARIANT)) ? "Ramino due mazzi" : "Ramino";
    }

    // ---- the table message

    /** The melds of the table message go on this many lines at most, several to a line when they are many. */
    static final int MELD_LINES = 2;

    /**
     * Four lines at most: the pozzo, the tallone and the cards each player holds; the melds,
     * numbered, on one or two lines; the points against the limit.
     */
    @Override
    public String table(View publicView, Names names, Texts t) {
        RaminoView v = (RaminoView) publicView;
        Texts s = own(t);
        List<String> held = new ArrayList<>();
        List<String> points = new ArrayList<>();
        List<String> out = new ArrayList<>();
        for (int seat = 0; seat < v.seats(); seat++) {
            if (v.out().contains(seat)) {
                out.add(names.seat(seat) + " " + v.totals().get(seat));
                continue;
            }
            held.add(names.seat(seat) + " " + v.handSizes().get(seat));
            points.add(names.seat(seat) + " " + v.totals().get(seat));
        }
        List<String> lines = new ArrayList<>();
        lines.add(piles(v, s) + " · " + s.get("table.cards", String.join(" · ", held)));
        if (v.melds().isEmpty()) {
            lines.add(s.get("table.noMelds"));
        }
        List<String> melds = v.melds().stream().map(m -> m.joker() == null
                ? s.get("table.meld", m.index() + 1, render(m.cards()), names.seat(m.owner()))
                : s.get("table.meldJoker", m.index() + 1, render(m.cards()), render(m.joker().card()),
                        names.seat(m.owner()))).toList();
        int perLine = (melds.size() + MELD_LINES - 1) / MELD_LINES;
        for (int from = 0; from < melds.size(); from += perLine) {
            lines.add(String.join(" · ", melds.subList(from, Math.min(melds.size(), from + perLine))));
        }
        lines.add(s.get("table.points", String.join(" · ", points), v.limit())
                + (out.isEmpty() ? "" : " · " + s.get("table.out", String.join(", ", out))));
        return String.join("\n", lines);
    }

    /** The pozzo's top card and the tallone's size, one line. */
    static String piles(RaminoView v, Texts s) {
        FrenchCard top = v.pileTop();
        return s.get("table.piles", top == null ? s.get("table.pileEmpty") : render(top), v.stockSize());
    }

    /** A meld as it lies on the table, the joker with the card it stands for: {@code 5♠ 🃏 7♠ (🃏=6♠)}. */
    static String meld(RaminoView.MeldView m) {
        String cards = render(m.cards());
        return m.joker() == null ? cards : cards + " (🃏=" + render(m.joker().card()) + ")";
    }

    // ---- what happened

    @Override
    public String describe(MatchEvent event, Names names, Texts t) {
        Texts s = own(t);
        return switch (event) {
            case RaminoEvents.Draw d -> "discard".equals(d.from())
                    ? s.get("said.drawPile", names.seat(d.seat()), render(d.card()))
                    : s.get("said.drawStock", names.seat(d.seat()));
            case RaminoEvents.Meld m -> s.get("said.meld", names.seat(m.seat()), cards(m.cards(), m.joker()));
            case RaminoEvents.Extend x -> s.get("said.extend", names.seat(x.seat()), cards(x.cards(), x.joker()),
                    x.meld() + 1);
            case RaminoEvents.SwapJoker j -> s.get("said.swap", names.seat(j.seat()), j.meld() + 1, render(j.card()));
            case RaminoEvents.Discard d -> s.get("said.discard", names.seat(d.seat()), render(d.card()));
            case RaminoEvents.Restock r -> s.get("said.restock");
            case RaminoEvents.Close c -> s.get(c.inHand() ? "said.closeInHand" : "said.close", names.seat(c.seat()));
            case RaminoEvents.Reentry r -> s.get(r.reenter() ? "said.reenter" : "said.stayOut", names.seat(r.seat()));
            default -> null;
        };
    }

    /** Cards as a move or event holds them, the joker followed by what it stands for. */
    static String cards(List<FrenchCard> cards, FrenchCard joker) {
        String shown = render(cards);
        return joker == null ? shown : shown + " (🃏=" + render(joker) + ")";
    }

    // ---- a seat's own hand

    @Override
    public String hand(View seatView, Texts t) {
        RaminoView v = (RaminoView) seatView;
        Texts s = own(t);
        return hand(v, s) + "\n" + piles(v, s);
    }

    /** A seat's hand in one line: its cards, the one just drawn from the tallone marked, and what they would cost. */
    static String hand(RaminoView v, Texts s) {
        if (v.hand().isEmpty()) {
            return s.get("hand.empty");
        }
        int drawn = v.drawnIndex();
        List<FrenchCard> hand = inHandOrder(v);
        List<String> cards = new ArrayList<>();
        for (int i = 0; i < hand.size(); i++) {
            cards.add((i == drawn ? RaminoPanel.NEW : "") + render(hand.get(i)));
        }
        return s.get("hand.cards", String.join(" ", cards), s.count("points", Melds.penalty(v.hand())));
    }

    /**
     * A hand as text, the panel's card buttons and picture show it: by suit, then rank, the
     * jokers last, the order the view keeps it in (the panel's selection counts in it).
     */
    static List<FrenchCard> inHandOrder(RaminoView v) {
        return v.hand();
    }

    @Override
    public List<? extends Card> handOrder(View seatView) {
        return inHandOrder((RaminoView) seatView);
    }

    @Override
    public String moveLabel(Move move, View seatView, Texts t) {
        Texts s = own(t);
        return switch ((RaminoMove) move) {
            case RaminoMove.Draw d -> s.get(d.fromPile() ? "label.drawPile" : "label.drawStock");
            case RaminoMove.Meld m -> s.get("label.melded", cards(m.cards(), m.joker()));
            case RaminoMove.Extend x -> s.get("label.extended", cards(x.cards(), x.joker()), x.meld() + 1);
            case RaminoMove.SwapJoker j -> s.get("label.swapped", j.meld() + 1, render(j.card()));
            case RaminoMove.Discard d -> s.get("label.discarded", render(d.card()));
            case RaminoMove.Colore k -> s.get("label.colore", render(k.cards()));
            case RaminoMove.Reenter r -> s.get(r.yes() ? "label.reenter" : "label.stayOut");
        };
    }

    @Override
    public Panel panel(View seatView, List<? extends Move> legal, String state, Room room, Texts t) {
        return new RaminoPanel((RaminoView) seatView, legal, own(t), room).build(state);
    }

    @Override
    public String next(String current, String pressed) {
        return RaminoPanel.State.next(current, pressed);
    }

    // ---- the end of a hand

    /**
     * In one line, who closed and how (the table's points line says what each paid), who
     * went out and who came back: {@code 🎉 anna closes in hand: double penalties! · 🚪 carlo is out with 103}.
     */
    @Override
    public String handScore(ScoreEvent score, Names names, Texts t) {
        Texts s = own(t);
        RaminoEvents.HandScore h = (RaminoEvents.HandScore) score.hand();
        List<String> parts = new ArrayList<>();
        parts.add(h.closer() == null ? s.get("score.noCloser")
                : s.get("score.close." + h.close(), names.seat(h.closer())));
        for (int seat : h.eliminated()) {
            if (!h.reentered().contains(seat)) {
                parts.add(s.get("score.out", names.seat(seat), score.totals().get(seat)));
            }
        }
        for (int seat : h.reentered()) {
            parts.add(s.get("score.back", names.seat(seat), score.totals().get(seat)));
        }
        return String.join(" · ", parts);
    }

    // ---- rules and options

    @Override
    public String rules(Options options, Texts t) {
        Texts s = own(t);
        boolean two = RaminoGame.DUEMAZZI.equals(options.choice(RaminoGame.VARIANT));
        List<String> lines = new ArrayList<>();
        lines.add(s.get(two ? "rules.headDuemazzi" : "rules.head"));
        lines.add(s.get("rules.turn"));
        lines.add(s.get("rules.melds"));
        lines.add(s.get(options.flag(RaminoGame.EXTEND_OTHERS) ? "rules.extendAll" : "rules.extendOwn"));
        lines.add(s.get(options.flag(RaminoGame.CLOSE_WITHOUT_DISCARD) ? "rules.closeMeld" : "rules.closeDiscard"));
        if (two) {
            lines.add(s.get("rules.duemazzi"));
        }
        lines.add(s.get("rules.penalties"));
        lines.add(s.get("rules.limit", options.number(RaminoGame.LIMIT)));
        if (options.flag(RaminoGame.REENTRY)) {
            lines.add(s.get("rules.reentry"));
        }
        return String.join("\n", lines);
    }

    // ---- refusals

    @Override
    public String rejection(Rejection rejection, Texts t) {
        return explain(rejection, own(t));
    }

    /** A rejection as players read it, cards drawn, in this game's bundle {@code s}; null for a code it has no text for. */
    static String explain(Rejection rejection, Texts s) {
        String key = "reject." + rejection.code().replace("ramino.", "");
        if (!s.has(key)) {
            return null;
        }
        List<String> args = rejection.args();
        Object[] shown = new Object[Math.max(args.size(), 1)];
        for (int i = 0; i < args.size(); i++) {
            shown[i] = MELD_NUMBERED.contains(rejection.code()) ? meldNumber(args.get(i)) : shown(args.get(i));
        }
        if (rejection.code().equals("ramino.jokerNeedsCard") || rejection.code().equals("ramino.badJokerCard")) {
            // the cards the joker could stand for, after the one named (if any)
            int from = rejection.code().equals("ramino.badJokerCard") ? 1 : 0;
            List<String> options = args.subList(Math.min(from, args.size()), args.size()).stream()
                    .map(RaminoPresenter::shown).toList();
            shown = new Object[] {from == 1 && !args.isEmpty() ? shown(args.get(0)) : "", String.join(" ", options)};
        }
        if (rejection.code().equals("ramino.coloreAllCards") && !args.isEmpty() && args.get(0).matches("\\d{1,9}")) {
            return s.count(key, Long.parseLong(args.get(0)));
        }
        return s.get(key, shown);
    }

    /** Codes whose argument is a meld's index, shown numbered from 1 as in the chat. */
    private static final java.util.Set<String> MELD_NUMBERED = java.util.Set.of("ramino.noSuchMeld",
            "ramino.notYourMeld", "ramino.noJoker", "ramino.notExtendable");

    private static String meldNumber(String index) {
        try {
            return Integer.toString(Integer.parseInt(index) + 1);
        } catch (NumberFormatException e) {
            return index;
        }
    }

    private static String shown(String arg) {
        FrenchCard card = FrenchCard.tryParse(arg);
        return card != null ? render(card) : arg;
    }
}
