package dev.mazziere.games.napoleone;

import static dev.mazziere.cards.CardRenderer.render;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.text.GameCommand;
import dev.mazziere.text.BundledPresenter;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How Napoleone looks in a chat: the bids as they are made, then the caller's contract,
 * trumps, the trick with who played what and the tricks against the contract. Texts in
 * {@code napoleone*.properties} next to this class; the contract names (Due ... Blücher)
 * and Misère stay as docs/rules.md has them in both languages.
 */
public final class NapoleonePresenter extends BundledPresenter {

    private static final List<GameCommand> COMMANDS = List.of(
            new GameCommand("napoleone", List.of("nap"), Map.of()));

    static final String BUNDLE = "dev.mazziere.games.napoleone.napoleone";

    public NapoleonePresenter() {
        super(BUNDLE, COMMANDS, "Napoleone");
    }

    private static Texts own(Texts t) {
        return t.bundle(BUNDLE);
    }

    // ---- the table message

    @Override
    public String table(View publicView, Names names, Texts t) {
        NapoleoneView v = (NapoleoneView) publicView;
        Texts s = own(t);
        List<String> lines = new ArrayList<>();
        if (v.phase() == NapoleoneMatch.Phase.BIDDING) {
            List<String> bids = v.bids().stream().map(b -> names.seat(b.seat()) + " " + bidLabel(b.bid(), s)).toList();
            lines.add(s.get("table.bids", names.seat(v.dealer()),
                    bids.isEmpty() ? s.get("table.noBids") : String.join(" · ", bids)));
        } else {
            lines.add(contract(v, names.seat(v.caller()), s));
            boolean played = !v.trick().isEmpty() || v.lastTrick() != null;
            if (!played) {
                // who bid what matters until the first card; then the trick takes its line
                lines.add(s.get("table.bidding", bidding(v, names, s)));
            }
            lines.add(tricks(v, names.seat(v.caller()), s));
            if (!v.trick().isEmpty()) {
                List<String> plays = v.trick().stream().map(p -> names.seat(p.seat()) + " " + render(p.card())).toList();
                lines.add(s.get("table.trick", String.join(" · ", plays)));
            } else if (v.lastTrick() != null) {
                lines.add(s.get("table.lastTrick", lastTrick(v, names), names.seat(v.lastTrick().winner())));
            }
        }
        lines.add(points(v, names, s));
        return String.join("\n", lines);
    }

    /** The whole bidding in one compact line, who said what in turn: {@code bea Pass · carlo Due · anna Tre}. */
    private static String bidding(NapoleoneView v, Names names, Texts s) {
        return String.join(" · ", v.bids().stream()
                .map(b -> names.seat(b.seat()) + " " + contractName(b.bid(), s)).toList());
    }

    @Override
    public boolean bidding(View publicView) {
        return ((NapoleoneView) publicView).phase() == NapoleoneMatch.Phase.BIDDING;
    }

    /**
     * The caller's contract and trumps: {@code 🎯 anna calls Tre (3) · trumps ♠}, or to the
     * caller themselves ({@code caller} null) {@code 🎯 You call Tre (3) · trumps ♠}.
     */
    static String contract(NapoleoneView v, String caller, Texts s) {
        String bid = bidLabel(v.contract().code(), s);
        return caller == null ? s.get("table.contract.you", bid, trumps(v, s))
                : s.get("table.contract", caller, bid, trumps(v, s));
    }

    /**
     * The caller's tricks against the contract, and the defenders'; to the caller themselves
     * ({@code caller} null) as their own: {@code 🏆 Your tricks: 1 of 3 · defenders 0}.
     */
    static String tricks(NapoleoneView v, String caller, Texts s) {
        int mine = v.tricks().get(v.caller());
        int theirs = v.tricks().stream().mapToInt(Integer::intValue).sum() - mine;
        if (caller == null) {
            return v.contract().isMisere() ? s.get("table.tricksMisere.you", mine, theirs)
                    : s.get("table.tricks.you", mine, v.contract().tricks(), theirs);
        }
        return v.contract().isMisere()
                ? s.get("table.tricksMisere", caller, mine, theirs)
                : s.get("table.tricks", caller, mine, v.contract().tricks(), theirs);
    }

    private static String trumps(NapoleoneView v, Texts s) {
        if (v.trump() != null) {
            return s.get("trumps", v.trump().symbol());
        }
        if (v.contract().isMisere() && !v.misereTrumps()) {
            return s.get("trumps.none");
        }
        return s.get("trumps.firstCard");
    }

    /** The last trick with who played what: seats follow the leader in turn. */
    private static String lastTrick(NapoleoneView v, Names names) {
        TrickEvents.Trick<FrenchCard> last = v.lastTrick();
        List<FrenchCard> cards = last.cards();
        int n = v.seats();
        int leader = Math.floorMod(last.winner() - NapoleoneRules.TRICK_RULES.winningIndex(cards, v.trump()), n);
        List<String> plays = new ArrayList<>();
        for (int i = 0; i < cards.size(); i++) {
            plays.add(names.seat((leader + i) % n) + " " + render(cards.get(i)));
        }
        return String.join(" · ", plays);
    }

    private static String points(NapoleoneView v, Names names, Texts s) {
        List<String> parts = new ArrayList<>();
        for (int seat = 0; seat < v.seats(); seat++) {
            parts.add(names.side(seat) + " " + v.totals().get(seat));
        }
        String totals = String.join(" · ", parts);
        return "hands".equals(v.end())
                ? s.get("table.pointsHands", totals, Math.max(1, v.handNumber()), v.hands())
                : s.get("table.pointsTarget", totals, v.target());
    }

    // ---- what happened

    @Override
    public String describe(MatchEvent event, Names names, Texts t) {
        Texts s = own(t);
        return switch (event) {
            case NapoleoneEvents.Bid b -> "pass".equals(b.bid())
                    ? s.get("said.pass", names.seat(b.seat()))
                    : s.get("said.bid", names.seat(b.seat()), bidLabel(b.bid(), s));
            case NapoleoneEvents.Redeal r -> s.get("said.redeal");
            case TrickEvents.Play<?> p -> s.get("said.play", names.seat(p.seat()), render(p.card()));
            case TrickEvents.Trick<?> k -> s.get("said.trick", names.seat(k.winner()));
            case ScoreEvent score when score.hand() instanceof NapoleoneEvents.HandScore h ->
                    s.get(h.made() ? "said.made" : "said.broken", names.seat(h.caller()), contractName(h.contract(), s));
            default -> null;
        };
    }

    // ---- a seat's own hand

    @Override
    public String hand(View seatView, Texts t) {
        return hand(seatView, null, t);
    }

    /** The hand, the bids so far with who made each (the viewer's as "you"; without {@code names}, only the viewer's named). */
    @Override
    public String hand(View seatView, Names names, Texts t) {
        NapoleoneView v = (NapoleoneView) seatView;
        Texts s = own(t);
        List<String> lines = new ArrayList<>();
        lines.add(v.hand().isEmpty() ? s.get("hand.empty") : s.get("hand.cards", render(inHandOrder(v))));
        if (v.phase() == NapoleoneMatch.Phase.BIDDING) {
            List<String> bids = v.bids().stream()
                    .map(b -> (b.seat() == v.viewer() ? s.get("you") + " " : names != null ? names.seat(b.seat()) + " " : "")
                            + bidLabel(b.bid(), s)).toList();
            lines.add(bids.isEmpty() ? s.get("hand.noBids") : s.get("hand.bids", String.join(" · ", bids)));
            return String.join("\n", lines);
        }
        String role = s.get(v.caller() == v.viewer() ? "hand.caller" : "hand.defender");
        lines.add(s.get("hand.contract", bidLabel(v.contract().code(), s), trumps(v, s), role));
        lines.add(tricks(v, v.caller() == v.viewer() ? null : s.get("caller"), s));
        if (!v.trick().isEmpty()) {
            lines.add(s.get("hand.trick", render(v.table().cardsOnTable())));
        }
        return String.join("\n", lines);
    }

    /**
     * A hand as text, buttons and picture show it: by suit, then rank with the ace high, the
     * order the view keeps it in and the rules list the cards to play in.
     */
    static List<FrenchCard> inHandOrder(NapoleoneView v) {
        return v.hand();
    }

    @Override
    public List<? extends Card> handOrder(View seatView) {
        return inHandOrder((NapoleoneView) seatView);
    }

    @Override
    public String moveLabel(Move move, View seatView, Texts t) {
        return switch ((NapoleoneMove) move) {
            case NapoleoneMove.Pass p -> bidLabel("pass", own(t));
            case NapoleoneMove.Bid b -> bidLabel(b.contract().code(), own(t));
            case NapoleoneMove.Play p -> render(p.card());
        };
    }

    /** A bid as a button says it ({@code Passo}, {@code Tre (3)}, {@code Misère}). */
    private static String bidLabel(String code, Texts s) {
        return s.get("bid." + code);
    }

    /** A contract's bare name, for sentences ({@code Wellington}). */
    private static String contractName(String code, Texts s) {
        return s.get("contract." + code);
    }

    // ---- the end of a hand

    /** The contract and how it went, in one line: {@code anna: Tre (3) · trumps ♥ · ✅ made (3 tricks)}. */
    @Override
    public String handScore(ScoreEvent score, Names names, Texts t) {
        Texts s = own(t);
        NapoleoneEvents.HandScore h = (NapoleoneEvents.HandScore) score.hand();
        String trumps = h.trump() == null ? s.get("trumps.none") : s.get("trumps", suit(h.trump()).symbol());
        boolean misere = Contract.parse(h.contract()).isMisere();
        String verdict = s.get((h.made() ? "score.made" : "score.broken") + (misere ? "Misere" : ""), h.tricks(),
                Contract.parse(h.contract()).tricks());
        return s.get("score.contract", names.seat(h.caller()), bidLabel(h.contract(), s), trumps, verdict);
    }

    // ---- rules and options

    @Override
    public String rules(Options options, Texts t) {
        Texts s = own(t);
        List<String> lines = new ArrayList<>();
        lines.add(s.get("rules.head"));
        lines.add(s.get("rules.bidding"));
        lines.add(s.get("strict".equals(options.choice(NapoleoneGame.OVERCALLS)) ? "rules.strict" : "rules.free"));
        lines.add(s.get("rules.play"));
        lines.add(s.get(options.flag(NapoleoneGame.MISERE_TRUMPS) ? "rules.misereTrumps" : "rules.misereNoTrumps"));
        lines.add(s.get("rules.values", options.number(NapoleoneGame.MISERE_VALUE)));
        lines.add(isByHands(options)
                ? s.get("rules.endHands", options.number(NapoleoneGame.HANDS))
                : s.get("rules.endTarget", options.number(NapoleoneGame.TARGET)));
        return String.join("\n", lines);
    }

    /** {@code target} shows only with {@code end=target}, {@code hands} only with {@code end=hands}. */
    @Override
    public boolean showsOption(String name, Options options) {
        return switch (name) {
            case NapoleoneGame.TARGET -> !isByHands(options);
            case NapoleoneGame.HANDS -> isByHands(options);
            default -> true;
        };
    }

    private static boolean isByHands(Options options) {
        return "hands".equals(options.choice(NapoleoneGame.END));
    }

    // ---- refusals

    @Override
    protected String shownArgument(String arg, Texts own) {
        return shown(arg, own);
    }

    /** A rejection argument as players read it: a card drawn, a suit's symbol, a contract's name. */
    private static String shown(String arg, Texts s) {
        FrenchCard card = FrenchCard.tryParse(arg);
        if (card != null && !card.isJoker()) {
            return render(card);
        }
        if (arg.length() == 1) {
            FrenchSuit suit = suit(arg);
            if (suit != null) {
                return suit.symbol();
            }
        }
        return s.has("contract." + arg) ? contractName(arg, s) : arg;
    }

    private static FrenchSuit suit(String letter) {
        for (FrenchSuit suit : FrenchSuit.values()) {
            if (String.valueOf(suit.letter()).equalsIgnoreCase(letter)) {
                return suit;
            }
        }
        return null;
    }
}
