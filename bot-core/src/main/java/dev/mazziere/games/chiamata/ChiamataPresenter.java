package dev.mazziere.games.chiamata;

import static dev.mazziere.cards.CardRenderer.render;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickTexts;
import dev.mazziere.text.GameCommand;
import dev.mazziere.text.BundledPresenter;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import dev.mazziere.text.TurnPanel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * How Briscola chiamata looks in a chat: the auction as it goes, then the call (the card,
 * the briscola, the points needed), the partner (secret until the called card is played),
 * the trick with who played what, or the last trick and who took it, and the points. A
 * seat's own hand says its part: the partner's, privately, that it is the partner. Its
 * turn is a panel ({@link ChiamataPanel}): the bids by buttons, the points of a 2 set with
 * − and +, the four cards to call, the cards to play. Everything is written from views,
 * so no text can say who holds the called card before it is played. Texts in
 * {@code chiamata*.properties} next to this class; game terms stay Italian in both languages.
 */
public final class ChiamataPresenter extends BundledPresenter implements TurnPanel {

    /**
     * {@code /chiamata}; {@code /briscola5} for players who know Briscola and are five, and
     * {@code /calledbriscola}, the game's English name.
     */
    private static final List<GameCommand> COMMANDS = List.of(
            new GameCommand("chiamata", List.of("briscola5", "calledbriscola"), Map.of()));

    static final String BUNDLE = "dev.mazziere.games.chiamata.chiamata";

    public ChiamataPresenter() {
        super(BUNDLE, COMMANDS, "Briscola chiamata");
    }

    static Texts own(Texts t) {
        return t.bundle(BUNDLE);
    }

    // ---- the table message

    /** The head: the hand and the auction, or the trick being played and who leads it. */
    static String head(ChiamataView v, Names names, Texts s) {
        if (v.phase() != ChiamataMatch.Phase.PLAY) {
            return s.get("head.auction", v.handNumber(), names.seat(v.dealer()));
        }
        return v.tricksPlayed() >= ChiamataRules.HAND_SIZE ? s.get("head.over", v.handNumber())
                : s.get("head", v.handNumber(), v.tricksPlayed() + 1, ChiamataRules.HAND_SIZE,
                        names.seat(v.table().leader()));
    }

    @Override
    public String table(View publicView, Names names, Texts t) {
        ChiamataView v = (ChiamataView) publicView;
        Texts s = own(t);
        List<String> lines = new ArrayList<>();
        lines.add(head(v, names, s));
        switch (v.phase()) {
            case AUCTION -> {
                lines.add(v.bids().isEmpty() ? s.get("table.noBids")
                        : s.get("table.bids", ChiamataTexts.bids(v, names, false, s)));
                if (v.highest() != null) {
                    lines.add(s.get("table.highest", names.seat(v.bidder()), ChiamataTexts.bid(v.highest(), s)));
                }
            }
            case CALL -> {
                lines.add(s.get("table.bids", ChiamataTexts.bids(v, names, false, s)));
                lines.add(s.get("table.calling", names.seat(v.caller()), ChiamataTexts.bid(v.highest(), s)));
            }
            case PLAY -> {
                // The call and the partner share a line, so five players' table keeps to a phone's eight.
                String partner = !v.revealed() ? s.get("table.partner.secret")
                        : v.partner() == v.caller() ? s.get("table.alone")
                        : s.get("table.partner", names.seat(v.partner()));
                lines.add(ChiamataTexts.call(v, names, s) + " · " + partner);
                if (!v.trick().isEmpty()) {
                    lines.add(s.get("table.trick", TrickTexts.plays(v.trick(), names)));
                } else if (v.lastTrick() != null) {
                    lines.add(s.get("table.lastTrick", names.seat(v.lastTrick().winner()), TrickTexts.plays(
                            ChiamataRules.TRICK_RULES.plays(v.lastTrick(), v.trump(), v.seats()), names)));
                }
            }
        }
        lines.add(points(v, names, s));
        return String.join("\n", lines);
    }

    /** The totals and the end rule: {@code 💰 Punti: anna 2 · bea -1 ... (smazzata 3 di 10)}. */
    private static String points(ChiamataView v, Names names, Texts s) {
        List<String> parts = new ArrayList<>();
        for (int seat = 0; seat < v.seats(); seat++) {
            parts.add(names.side(seat) + " " + v.totals().get(seat));
        }
        String totals = String.join(" · ", parts);
        return "hands".equals(v.end())
                ? s.get("table.pointsHands", totals, Math.min(v.hands(), Math.max(1, v.handNumber())), v.hands())
                : s.get("table.pointsTarget", totals, v.target());
    }

    /** True during the auction and the call: the table says "anna to bid". */
    @Override
    public boolean bidding(View publicView) {
        return ((ChiamataView) publicView).phase() != ChiamataMatch.Phase.PLAY;
    }

    // ---- what happened

    @Override
    public String describe(MatchEvent event, Names names, Texts t) {
        Texts s = own(t);
        return switch (event) {
            case ChiamataEvents.Bid b -> b.pass() ? s.get("said.pass", names.seat(b.seat()))
                    : s.get("said.bid", names.seat(b.seat()), ChiamataTexts.bid(b, s));
            case ChiamataEvents.Redeal r -> s.get("said.redeal");
            case ChiamataEvents.Call c -> s.get("said.call", names.seat(c.seat()), render(c.card()),
                    ChiamataTexts.suit(c.card().suit()));
            case TrickEvents.Play<?> p -> s.get("said.play", names.seat(p.seat()), render(p.card()));
            case ChiamataEvents.Partner p -> p.seat() == p.caller() ? s.get("said.alone", names.seat(p.seat()))
                    : s.get("said.partner", names.seat(p.seat()), names.seat(p.caller()));
            case TrickEvents.Trick<?> k -> s.get("said.trick", names.seat(k.winner()));
            case ScoreEvent score when score.hand() instanceof ChiamataEvents.HandScore h -> h.made()
                    ? s.get("said.made", side(h, names), h.sidePoints())
                    : s.get("said.failed", side(h, names), h.sidePoints(), h.needed());
            default -> null;
        };
    }

    /** The caller's side by name: {@code carlo+dino}, or the caller alone. */
    private static String side(ChiamataEvents.HandScore h, Names names) {
        return h.alone() ? names.seat(h.caller()) : names.seat(h.caller()) + "+" + names.seat(h.partner());
    }

    // ---- a seat's own hand

    @Override
    public String hand(View seatView, Texts t) {
        return hand(seatView, null, t);
    }

    /** The hand, then the auction so far, or the call and this seat's part, and the trick to answer. */
    @Override
    public String hand(View seatView, Names names, Texts t) {
        ChiamataView v = (ChiamataView) seatView;
        Texts s = own(t);
        List<String> lines = new ArrayList<>();
        lines.add(cards(v, s));
        switch (v.phase()) {
            case AUCTION -> lines.add(v.bids().isEmpty() ? s.get("hand.noBids")
                    : s.get("hand.bids", ChiamataTexts.bids(v, names, true, s)));
            case CALL -> {
                if (v.viewer() != v.caller()) {
                    lines.add(s.get("hand.calling", names != null ? names.seat(v.caller()) : s.get("caller"),
                            ChiamataTexts.bid(v.highest(), s)));
                }
            }
            case PLAY -> {
                lines.add(ChiamataTexts.call(v, names, s));
                lines.add(ChiamataTexts.role(v, names, s));
                if (!v.trick().isEmpty()) {
                    lines.add(s.get("hand.trick", render(v.table().cardsOnTable())));
                } else if (v.toAct() == v.viewer()) {
                    lines.add(s.get("hand.lead"));
                }
            }
        }
        return String.join("\n", lines);
    }

    /** The seat's cards, by suit: {@code Le tue carte: A🪙 3🪙 · 5🍷 · F🪵}. */
    static String cards(ChiamataView v, Texts s) {
        return v.hand().isEmpty() ? s.get("hand.empty")
                : s.get("hand.cards", TrickTexts.bySuit(v.hand(), ChiamataRules.HAND_ORDER));
    }

    /** The hand by suit, each suit from its weakest card, as its text lists it. */
    @Override
    public List<? extends Card> handOrder(View seatView) {
        List<ItalianCard> hand = new ArrayList<>(((ChiamataView) seatView).hand());
        hand.sort(ChiamataRules.HAND_ORDER);
        return hand;
    }

    /** Cards to play in the order of the hand; the auction's and the call's moves as the rules list them. */
    @Override
    public List<? extends Move> buttonOrder(List<? extends Move> legal) {
        if (!legal.stream().allMatch(ChiamataMove.Play.class::isInstance)) {
            return legal;
        }
        List<ChiamataMove.Play> plays = new ArrayList<>(legal.stream().map(ChiamataMove.Play.class::cast).toList());
        plays.sort(Comparator.comparing(ChiamataMove.Play::card, ChiamataRules.HAND_ORDER));
        return plays;
    }

    @Override
    public String moveLabel(Move move, View seatView, Texts t) {
        Texts s = own(t);
        return switch ((ChiamataMove) move) {
            case ChiamataMove.Pass p -> s.get("bid.pass");
            case ChiamataMove.Bid b -> ChiamataTexts.bid(b.contract(), s);
            case ChiamataMove.Call c -> "📣 " + render(c.card());
            case ChiamataMove.Play p -> render(p.card());
        };
    }

    @Override
    public Panel panel(View seatView, List<? extends Move> legal, String state, Room room, Texts t) {
        return panel(seatView, legal, state, room, null, t);
    }

    @Override
    public Panel panel(View seatView, List<? extends Move> legal, String state, Room room, Names names, Texts t) {
        return new ChiamataPanel((ChiamataView) seatView, legal, own(t), room, names).build(state);
    }

    @Override
    public String next(String current, String pressed) {
        return ChiamataPanel.next(current, pressed);
    }

    // ---- the end of a hand

    /** The call and the partner, the card points of the two sides against those needed, and what each seat scored. */
    @Override
    public String handScore(ScoreEvent score, Names names, Texts t) {
        Texts s = own(t);
        ChiamataEvents.HandScore h = (ChiamataEvents.HandScore) score.hand();
        ItalianCard called = ItalianCard.parse(h.called());
        Contract contract = h.needed() > Contract.PLAIN ? Contract.ofPoints(h.needed()) : Contract.ofRank(called.rank());
        String caller = names.seat(h.caller());
        List<String> lines = new ArrayList<>();
        lines.add(h.alone() ? s.get("score.callerAlone", caller, ChiamataTexts.bid(contract, s), render(called))
                : s.get("score.caller", caller, ChiamataTexts.bid(contract, s), render(called), names.seat(h.partner())));
        lines.add(s.get("score.points", side(h, names), h.sidePoints(), ChiamataRules.DECK_POINTS - h.sidePoints())
                + " · " + s.get(h.made() ? "score.made" : "score.failed", h.needed()));
        if (h.cappotto()) {
            int plain = h.alone() ? 4 : 2;
            lines.add(s.get(Math.abs(score.points().get(h.caller())) > plain ? "score.cappotto" : "score.cappottoOff"));
        }
        // One line: each player's points are on the line above it (📊 Smazzata 3: anna +2 · ...).
        return String.join(" · ", lines);
    }

    // ---- rules and options

    @Override
    public String rules(Options options, Texts t) {
        Texts s = own(t);
        List<String> lines = new ArrayList<>();
        lines.add(s.get("rules.head"));
        lines.add(s.get("rules.auction"));
        lines.add(s.get("rules.call"));
        lines.add(s.get("rules.play"));
        lines.add(s.get("caller".equals(options.choice(ChiamataGame.LEAD)) ? "rules.leadCaller" : "rules.leadFirst"));
        lines.add(s.get("rules.score"));
        lines.add(s.get(options.flag(ChiamataGame.CAPPOTTO) ? "rules.cappotto" : "rules.noCappotto"));
        lines.add(byHands(options) ? s.get("rules.endHands", options.number(ChiamataGame.HANDS))
                : s.get("rules.endTarget", options.number(ChiamataGame.TARGET)));
        return String.join("\n", lines);
    }

    /** {@code hands} shows only with {@code end=hands}, {@code target} only with {@code end=target}. */
    @Override
    public boolean showsOption(String name, Options options) {
        return switch (name) {
            case ChiamataGame.HANDS -> byHands(options);
            case ChiamataGame.TARGET -> !byHands(options);
            default -> true;
        };
    }

    private static boolean byHands(Options options) {
        return "hands".equals(options.choice(ChiamataGame.END));
    }

    // ---- refusals

    @Override
    protected String shownArgument(String arg, Texts own) {
        return shown(arg, own);
    }

    /** A rejection argument as players read it: a card drawn, a bid or a rank by its name. */
    private static String shown(String arg, Texts s) {
        ItalianCard card = ItalianCard.tryParse(arg);
        if (card != null) {
            return render(card);
        }
        try {
            return ChiamataTexts.bid(Contract.parse(arg), s);
        } catch (IllegalArgumentException e) {
            return arg;
        }
    }
}
