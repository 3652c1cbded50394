package dev.mazziere.games.tressette;

import static dev.mazziere.cards.CardRenderer.render;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.HandOrder;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickTexts;
import dev.mazziere.text.GameCommand;
import dev.mazziere.text.BundledPresenter;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How Tressette looks in a chat, in two lines under the table's head: the trick on the
 * table with who played what (or the last trick and who took it), then each side's points
 * in this hand with its accusi, the trick count, the stock and the target. The accusi and
 * the draws of a two-player hand are told in the last move's line as they happen. Texts
 * in {@code tressette*.properties} next to this class; game terms stay Italian in both
 * languages.
 */
public final class TressettePresenter extends BundledPresenter {

    private static final List<GameCommand> COMMANDS = List.of(
            new GameCommand("tressette", List.of("tresette"), Map.of()));

    static final String BUNDLE = "dev.mazziere.games.tressette.tressette";

    public TressettePresenter() {
        super(BUNDLE, COMMANDS, "Tressette");
    }

    private static Texts own(Texts t) {
        return t.bundle(BUNDLE);
    }

    /** A suit as players say it, with its mark: {@code 🍷 coppe}. */
    static String suit(ItalianSuit suit) {
        return TrickTexts.suit(suit);
    }

    /** A combination as players declare it: {@code napoletana di denari}, {@code tre assi (A🪙 A🍷 A🗡️)}. */
    static String accuso(Accuso a, Texts s) {
        return switch (a.kind()) {
            case NAPOLETANA -> s.get("accuso.napoletana", TressetteRules.suitName(a.suit()));
            case THREE -> s.get("accuso.three." + a.rank(), render(a.cards()));
            case FOUR -> s.get("accuso.four." + a.rank());
        };
    }

    // ---- the table message

    @Override
    public String table(View publicView, Names names, Texts t) {
        TressetteView v = (TressetteView) publicView;
        Texts s = own(t);
        List<String> lines = new ArrayList<>(2);
        if (!v.trick().isEmpty()) {
            lines.add(s.get("table.trick", suit(v.trick().get(0).card().suit()), TrickTexts.plays(v.trick(), names)));
        } else if (v.lastTrick() != null) {
            lines.add(s.get("table.lastTrick", names.seat(v.lastTrick().winner()), lastTrick(v, names)));
        } else {
            lines.add(s.get("table.start", v.handNumber(), names.seat(v.leader())));
        }
        if (v.toAct() >= 0) {
            lines.add(status(v, names, s));
        }
        lines.add(s.get("table.totals", totals(v, names), v.target()));
        return String.join("\n", lines);
    }

    /** The match's running totals per side: {@code anna+carlo 9 · bea+dino 5}. */
    private static String totals(TressetteView v, Names names) {
        List<String> sides = new ArrayList<>(TressetteRules.SIDES);
        for (int side = 0; side < TressetteRules.SIDES; side++) {
            sides.add(names.side(side) + " " + v.totals().get(side));
        }
        return String.join(" · ", sides);
    }

    /** Each side's points this hand with its accusi, the trick count, the stock. */
    private static String status(TressetteView v, Names names, Texts s) {
        List<String> sides = new ArrayList<>(TressetteRules.SIDES);
        for (int side = 0; side < TressetteRules.SIDES; side++) {
            String part = names.side(side) + " " + TrickTexts.thirds(v.sideThirds().get(side));
            int accusi = v.sideAccusi().get(side);
            sides.add(accusi > 0 ? part + " " + s.get("table.accusi", accusi) : part);
        }
        int trick = Math.min(v.tricksPlayed() + 1, v.tricksPerHand());
        String status = s.get("table.status", String.join(" · ", sides), trick, v.tricksPerHand());
        return v.seats() == 2 && v.stock() > 0 ? status + " · " + s.get("table.stock", v.stock()) : status;
    }

    /** The last trick's cards with who played each, from the seat that led it. */
    static String lastTrick(TressetteView v, Names names) {
        return TrickTexts.plays(TressetteRules.TRICK_RULES.plays(v.lastTrick(), null, v.seats()), names);
    }

    // ---- what happened

    @Override
    public String describe(MatchEvent event, Names names, Texts t) {
        Texts s = own(t);
        if (event instanceof TressetteEvents.Declare d) {
            Accuso a = d.accuso();
            return s.get("declare", names.seat(d.seat()), accuso(a, s), a.points());
        }
        if (event instanceof TrickEvents.Play<?> p) {
            return s.get("play", names.seat(p.seat()), render(p.card()));
        }
        if (event instanceof TrickEvents.Trick<?> trick) {
            int thirds = CardPoints.THIRDS.of(trick.cards().stream().map(ItalianCard.class::cast).toList());
            return thirds == 0 ? s.get("trick", names.seat(trick.winner()))
                    : s.get("trick.points", names.seat(trick.winner()), TrickTexts.thirds(thirds));
        }
        if (event instanceof TrickEvents.Draw<?> d) {
            return s.get("draw", names.seat(d.seat()), render(d.card()));
        }
        return null;
    }

    // ---- a seat's hand

    @Override
    public String hand(View seatView, Texts t) {
        return hand(seatView, null, t);
    }

    @Override
    public String hand(View seatView, Names names, Texts t) {
        TressetteView v = (TressetteView) seatView;
        Texts s = own(t);
        List<String> lines = new ArrayList<>(4);
        lines.add(v.hand().isEmpty() ? s.get("hand.empty") : s.get("hand.cards", bySuit(v.hand())));
        if (!v.trick().isEmpty()) {
            lines.add(s.get("hand.trick", suit(v.trick().get(0).card().suit()), render(v.table().cardsOnTable())));
        } else if (v.toAct() == v.viewer() && v.viewer() >= 0) {
            lines.add(s.get("hand.lead"));
        }
        boolean own = v.viewer() >= 0 && v.viewer() < v.seats();
        if (own && v.accusi() && !v.opened(v.viewer()) && !v.hand().isEmpty()) {
            List<Accuso> mine = Accuso.of(v.hand());
            if (!mine.isEmpty()) {
                lines.add(s.get("hand.accusi", String.join(", ", mine.stream().map(a -> accuso(a, s)).toList()),
                        Accuso.points(mine)));
            }
        }
        if (own && names != null) {
            List<String> seen = new ArrayList<>();
            for (int seat = 0; seat < v.seats(); seat++) {
                if (seat != v.viewer() && !v.shown().get(seat).isEmpty()) {
                    seen.add(names.seat(seat) + " " + render(v.shown().get(seat)));
                }
            }
            if (!seen.isEmpty()) {
                lines.add(s.get("hand.seen", String.join(" · ", seen)));
            }
        }
        return String.join("\n", lines);
    }

    /** A hand grouped by suit, in the order of the move buttons: {@code A🪙 3🪙 · 5🍷 · F🪵}. */
    private static String bySuit(List<ItalianCard> hand) {
        List<String> groups = new ArrayList<>(4);
        for (ItalianSuit suit : ItalianSuit.values()) {
            List<ItalianCard> cards = hand.stream().filter(c -> c.suit() == suit).sorted().toList();
            if (!cards.isEmpty()) {
                groups.add(render(cards));
            }
        }
        return String.join(" · ", groups);
    }

    /** By suit, then rank: the order of the hand's text, its buttons and its picture. */
    @Override
    public List<? extends Card> handOrder(View seatView) {
        return HandOrder.of(((TressetteView) seatView).hand());
    }

    /** The moves in the order of the hand. */
    @Override
    public List<? extends Move> buttonOrder(List<? extends Move> legal) {
        return HandOrder.byCard(legal.stream().map(TressetteMove.class::cast).toList(), TressetteMove::card);
    }

    @Override
    public String moveLabel(Move move, View seatView, Texts t) {
        return render(((TressetteMove) move).card());
    }

    // ---- the end of a hand

    /**
     * Both sides in one line: points this hand and why (card points with the last trick,
     * the accusi), then the cappotto.
     */
    @Override
    public String handScore(ScoreEvent score, Names names, Texts t) {
        return handScore(score, "win", names, t);
    }

    @Override
    public String handScore(ScoreEvent score, Options options, Names names, Texts t) {
        return handScore(score, options.choice(TressetteGame.CAPPOTTO), names, t);
    }

    private static String handScore(ScoreEvent score, String cappotto, Names names, Texts t) {
        Texts s = own(t);
        TressetteEvents.HandScore h = (TressetteEvents.HandScore) score.hand();
        int lastSide = TressetteRules.sideOf(h.lastTrick());
        List<String> sides = new ArrayList<>(TressetteRules.SIDES);
        for (int side = 0; side < TressetteRules.SIDES; side++) {
            List<String> parts = new ArrayList<>(3);
            int cards = score.points().get(side) - h.accusi().get(side);
            parts.add(s.get(side == lastSide ? "score.cards.last" : "score.cards", cards));
            if (h.accusi().get(side) > 0) {
                parts.add(s.get("score.accusi", h.accusi().get(side)));
            }
            sides.add(s.get("score.side", names.side(side), score.points().get(side), String.join(", ", parts)));
        }
        String line = String.join(" · ", sides);
        if (h.cappotto() != null && !"off".equals(cappotto)) {
            line += " · " + s.get("score.cappotto." + cappotto, names.side(h.cappotto()));
        }
        return line;
    }

    // ---- rules and refusals

    @Override
    public String rules(Options options, Texts t) {
        Texts s = own(t);
        List<String> lines = new ArrayList<>();
        lines.add(s.get("rules.head"));
        lines.add(s.get("rules.play"));
        lines.add(s.get("rules.stock"));
        lines.add(s.get("rules.points"));
        if (options.flag(TressetteGame.ACCUSI)) {
            lines.add(s.get("rules.accusi"));
        }
        String cappotto = options.choice(TressetteGame.CAPPOTTO);
        if (!"off".equals(cappotto)) {
            lines.add(s.get("rules.cappotto." + cappotto));
        }
        lines.add(s.get("rules.target", options.number(TressetteGame.TARGET)));
        return String.join("\n", lines);
    }

    @Override
    protected String shownArgument(String arg, Texts own) {
        return TrickTexts.cardOrSuit(arg);
    }
}
