package dev.mazziere.games.briscola;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.picture.GamePicture;
import dev.mazziere.picture.Scene;
import dev.mazziere.picture.Scenes;
import dev.mazziere.picture.TableFacts;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * How Briscola looks as pictures. The table: the mazzo face down with the cards left
 * ({@code mazzo 12}) and the briscola face up under it (once drawn, its suit in words);
 * the trick with each card over its player's name and the card taking it so far
 * outlined, or the last trick and who took it; whose turn and the hands won. A hand: the
 * seat's cards as their text shows them, on their turn all raised (any card may be
 * played), the card just drawn captioned; under it the briscola and the trick to answer.
 * Texts in {@code picture*.properties} next to this class.
 */
public final class BriscolaPicture implements GamePicture {

    static final String BUNDLE = "dev.mazziere.games.briscola.picture";

    @Override
    public Scene table(View publicView, TableFacts facts, Texts t) {
        BriscolaView v = (BriscolaView) publicView;
        Texts s = t.bundle(BUNDLE);
        Names names = facts.names();
        String head = v.tricksPlayed() >= v.tricks() ? s.get("head.over", v.handNumber())
                : s.get("head", v.handNumber(), v.tricksPlayed() + 1, v.tricks());
        List<Scene.Section> sections = new ArrayList<>();
        sections.add(stock(v, s));
        if (!v.trick().isEmpty()) {
            sections.add(trick(v.trick(), v, names, s.get("trick"), Scene.Size.MEDIUM));
        } else if (v.lastTrick() != null) {
            sections.add(trick(BriscolaRules.TRICK_RULES.plays(v.lastTrick(), v.trump(), v.seats()), v, names,
                    s.get("lastTrick", names.seat(v.lastTrick().winner())), Scene.Size.MEDIUM));
        } else {
            sections.add(Scene.Section.of(Scenes.texts(t).get("table"), Scene.Size.MEDIUM,
                    new Scene.Note(Scenes.texts(t).get("table.empty"))));
        }
        List<Scene.Score> scores = new ArrayList<>();
        for (int side = 0; side < v.totals().size(); side++) {
            boolean active = v.toAct() >= 0 && v.sideOf(v.toAct()) == side;
            scores.add(new Scene.Score(names.side(side), Integer.toString(v.totals().get(side)), active));
        }
        return new Scene(facts.title(), head, sections, new Scene.Strip(facts.turn(), scores, s.get("games", v.games())));
    }

    @Override
    public Scene hand(View seatView, List<? extends Move> legal, TableFacts facts, Texts t) {
        BriscolaView v = (BriscolaView) seatView;
        Texts s = t.bundle(BUNDLE);
        Set<Card> playable = new HashSet<>();
        for (Move m : legal) {
            playable.add(((BriscolaMove) m).card());
        }
        List<Scene.Section> sections = new ArrayList<>();
        // In the order of the hand's text and buttons; the card just drawn carries a word on its corner.
        List<Scene.Face> faces = new ArrayList<>();
        for (Scene.Face face : Scenes.marked(new BriscolaPresenter().handOrder(v), playable)) {
            faces.add(face.card().equals(v.drawn()) ? new Scene.Face(face.card(), face.mark(), s.get("drawn")) : face);
        }
        sections.add(Scenes.hand(faces, t));
        sections.add(stock(v, s));
        if (!v.trick().isEmpty()) {
            sections.add(trick(v.trick(), v, facts.names(), s.get("trick"), Scene.Size.SMALL));
        }
        return new Scene(facts.title(), Scenes.handDetail(!playable.isEmpty(), t), sections,
                new Scene.Strip(facts.turn(), List.of(), ""));
    }

    /** The mazzo face down with its count and the briscola face up, or the briscola's suit once drawn. */
    private static Scene.Section stock(BriscolaView v, Texts s) {
        if (v.faceUp() == null) {
            return Scene.Section.of("", Scene.Size.SMALL,
                    new Scene.Note(s.get("briscola.drawn", BriscolaPresenter.suit(v.trump()))));
        }
        return Scene.Section.of("", Scene.Size.SMALL, new Scene.Pile(v.stock(), s.get("mazzo"), true),
                Scene.Cards.plain(List.of(v.faceUp()), s.get("briscola")));
    }

    /** A trick, each card over its player's name, the card taking it outlined. */
    private static Scene.Section trick(List<TrickEvents.Play<ItalianCard>> plays, BriscolaView v, Names names,
                                       String label, Scene.Size size) {
        int winning = BriscolaRules.TRICK_RULES.winningPlay(plays, v.trump());
        List<Scene.Item> items = new ArrayList<>();
        for (int i = 0; i < plays.size(); i++) {
            Scene.Face face = new Scene.Face(plays.get(i).card(), i == winning ? Scene.Mark.HIGHLIGHT : Scene.Mark.PLAIN);
            items.add(new Scene.Cards(List.of(face), names.seat(plays.get(i).seat()), false));
        }
        return new Scene.Section(label, size, items);
    }
}
