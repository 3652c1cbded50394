package dev.mazziere.games.ramino;

import static dev.mazziere.cards.CardRenderer.render;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import dev.mazziere.picture.GamePicture;
import dev.mazziere.picture.Scene;
import dev.mazziere.picture.Scenes;
import dev.mazziere.picture.TableFacts;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.List;

/**
 * How Ramino looks as pictures. The table: the pozzo's top card and the tallone, the
 * melds numbered as the chat and the buttons number them (the card a joker stands for,
 * and the owner), the cards each player holds as small face-down piles, the last move, then
 * whose turn and the points against the limit. A hand: the seat's cards in the order of
 * the panel's card buttons, raised while they pick cards to play (every card has its
 * button then), with the piles and the melds they may draw from or add to. Texts in
 * {@code picture*.properties} next to this class, and the table's own in
 * {@code ramino*.properties}.
 */
public final class RaminoPicture implements GamePicture {

    static final String BUNDLE = "dev.mazziere.games.ramino.picture";

    @Override
    public Scene table(View publicView, TableFacts facts, Texts t) {
        RaminoView v = (RaminoView) publicView;
        Texts s = t.bundle(BUNDLE);
        Names names = facts.names();
        List<Scene.Section> sections = new ArrayList<>();
        sections.add(piles(v, s));
        sections.add(melds(v, names, s));
        List<Scene.Item> held = new ArrayList<>();
        for (int seat = 0; seat < v.seats(); seat++) {
            if (!v.out().contains(seat)) {
                held.add(new Scene.Pile(v.handSizes().get(seat), names.seat(seat), false));
            }
        }
        sections.add(new Scene.Section(s.get("held"), Scene.Size.SMALL, held));
        if (!facts.lastMove().isEmpty()) {
            sections.add(Scene.Section.of(Scenes.texts(t).get("lastMove"), Scene.Size.SMALL,
                    new Scene.Note(facts.lastMove())));
        }
        List<Scene.Score> scores = new ArrayList<>();
        List<String> out = new ArrayList<>();
        for (int seat = 0; seat < v.seats(); seat++) {
            if (v.out().contains(seat)) {
                out.add(names.seat(seat) + " " + v.totals().get(seat));
            } else {
                scores.add(new Scene.Score(names.seat(seat), Integer.toString(v.totals().get(seat)),
                        seat == v.toAct()));
            }
        }
        String note = s.get("limit", v.limit()) + (out.isEmpty() ? "" : " · " + s.get("out", String.join(", ", out)));
        return new Scene(facts.title(), s.get("head", v.handNumber()), sections,
                new Scene.Strip(facts.turn(), scores, note));
    }

    @Override
    public Scene hand(View seatView, List<? extends Move> legal, TableFacts facts, Texts t) {
        return hand(seatView, legal, "", facts, t);
    }

    /**
     * The hand as the panel in {@code panelState} shows it: while the player picks cards,
     * every card raised, the picked ones higher and outlined in light blue; the card just
     * drawn from the tallone marked {@code new}, as 🆕 marks it in the text.
     */
    @Override
    public Scene hand(View seatView, List<? extends Move> legal, String panelState, TableFacts facts, Texts t) {
        RaminoView v = (RaminoView) seatView;
        Texts s = t.bundle(BUNDLE);
        boolean picking = !legal.isEmpty() && v.phase() == RaminoMatch.Phase.PLAY;
        List<FrenchCard> hand = RaminoPresenter.inHandOrder(v);
        RaminoPanel.State picked = picking ? RaminoPanel.State.parse(panelState, hand.size())
                : RaminoPanel.State.parse("", hand.size());
        List<Scene.Face> faces = new ArrayList<>();
        for (int i = 0; i < hand.size(); i++) {
            Scene.Mark mark = !picking ? Scene.Mark.PLAIN : picked.has(i) ? Scene.Mark.SELECTED : Scene.Mark.PLAYABLE;
            faces.add(new Scene.Face(hand.get(i), mark, i == v.drawnIndex() ? s.get("new") : ""));
        }
        List<Scene.Section> sections = new ArrayList<>();
        sections.add(Scenes.hand(faces, t));
        sections.add(piles(v, s));
        if (!v.melds().isEmpty()) {
            sections.add(melds(v, facts.names(), s));
        }
        return new Scene(facts.title(), Scenes.handDetail(!legal.isEmpty(), t), sections,
                new Scene.Strip(facts.turn(), List.of(), ""));
    }

    /** The pozzo's top card (or an empty place) beside the tallone. */
    private static Scene.Section piles(RaminoView v, Texts s) {
        FrenchCard top = v.pileTop();
        Scene.Item pozzo = top == null ? new Scene.Note(s.get("pozzo.empty"))
                : Scene.Cards.plain(List.of(top), s.get("pozzo"));
        return Scene.Section.of("", Scene.Size.SMALL, pozzo, new Scene.Pile(v.stockSize(), s.get("tallone"), false));
    }

    /** The melds, numbered from 1 as the chat says them, each fanned over its number, joker and owner. */
    private static Scene.Section melds(RaminoView v, Names names, Texts s) {
        List<Scene.Item> items = new ArrayList<>();
        for (RaminoView.MeldView m : v.melds()) {
            // the joker's card before the owner: a caption cut short loses the end of a name, not the joker
            String caption = (m.index() + 1) + " · "
                    + (m.joker() == null ? "" : "🃏=" + render(m.joker().card()) + " · ") + names.seat(m.owner());
            items.add(new Scene.Cards(m.cards().stream().map(Scene.Face::plain).toList(), caption, true));
        }
        if (items.isEmpty()) {
            items.add(new Scene.Note(s.get("noMelds")));
        }
        return new Scene.Section(s.get("melds"), Scene.Size.SMALL, items);
    }
}
