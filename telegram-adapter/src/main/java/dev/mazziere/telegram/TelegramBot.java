package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mazziere.chat.ChatHandler;
import dev.mazziere.chat.ChatPort;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.table.CommandMenu;
import dev.mazziere.text.Lang;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import okhttp3.OkHttpClient;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.telegram.telegrambots.client.okhttp.OkHttpTelegramClient;
import org.telegram.telegrambots.longpolling.TelegramBotsLongPollingApplication;
import org.telegram.telegrambots.meta.TelegramUrl;
import org.telegram.telegrambots.meta.api.methods.GetMe;
import org.telegram.telegrambots.meta.api.methods.commands.SetMyCommands;
import org.telegram.telegrambots.meta.api.methods.updates.GetUpdates;
import org.telegram.telegrambots.meta.api.objects.User;
import org.telegram.telegrambots.meta.api.objects.commands.BotCommand;
import org.telegram.telegrambots.meta.api.objects.commands.scope.BotCommandScopeDefault;
import org.telegram.telegrambots.meta.generics.TelegramClient;

/**
 * The bot on Telegram: long polling in, the rate-limited {@link TelegramPort} out, the
 * core in between. {@link #start} connects and returns once updates flow; {@link #close}
 * stops polling and every thread this class started.
 */
public final class TelegramBot implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(TelegramBot.class);

    private final OkHttpClient http;
    private final Outbound outbound;
    private final ExecutorService workers;
    private final ScheduledExecutorService poller;
    private final String username;
    private TelegramBotsLongPollingApplication polling;

    private TelegramBot(OkHttpClient http, Outbound outbound, ExecutorService workers, ScheduledExecutorService poller,
                        String username) {
        this.http = http;
        this.outbound = outbound;
        this.workers = workers;
        this.poller = poller;
        this.username = username;
    }

    /**
     * Connects with {@code config}, builds the core on the Telegram port with {@code core}
     * (e.g. {@code port -> new Tables(registry, port, tableConfig, store)}), registers the
     * command menu and starts polling.
     *
     * @throws IllegalStateException when Telegram cannot be reached or refuses the token;
     *                               the message never contains the token
     */
    public static TelegramBot start(TelegramConfig config, Function<ChatPort, ChatHandler> core) {
        Redactor redactor = new Redactor(config.token());
        OkHttpClient http = new OkHttpClient.Builder()
                .connectTimeout(Duration.ofSeconds(10))
                .readTimeout(Duration.ofSeconds(config.pollTimeout() + 15L))
                .writeTimeout(Duration.ofSeconds(30))
                .build();
        TelegramUrl url = url(config.apiUrl());
        TelegramClient client = new OkHttpTelegramClient(http, config.token(), url);
        Outbound outbound = new Outbound(config.limits(), System::nanoTime, Failures::verdict, redactor);
        AtomicInteger n = new AtomicInteger();
        ExecutorService workers = Executors.newFixedThreadPool(4, r -> {
            Thread t = new Thread(r, "telegram-in-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        ScheduledExecutorService poller = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "telegram-poll");
            t.setDaemon(true);
            return t;
        });
        AtomicReference<ChatHandler> handler = new AtomicReference<>();
        TelegramPort port = new TelegramPort(client, outbound, redactor, config.sendTimeout(),
                (from, to) -> workers.execute(() -> handler.get().chatMoved(TelegramPort.chatId(from),
                        TelegramPort.chatId(to))));
        TelegramBot bot = null;
        try {
            handler.set(core.apply(port));
            User me = client.execute(GetMe.builder().build());
            bot = new TelegramBot(http, outbound, workers, poller, me.getUserName());
            port.botUsername(me.getUserName());
            Admins admins = new Admins(client, redactor, System::nanoTime, Duration.ofMinutes(5));
            Receiver receiver = new Receiver(handler.get(), port, workers, admins::isAdmin, redactor);
            receiver.botUsername(me.getUserName());
            registerCommands(client, redactor);
            bot.polling = new TelegramBotsLongPollingApplication(ObjectMapper::new, () -> http, () -> poller);
            int pollTimeout = config.pollTimeout();
            bot.polling.registerBot(config.token(), () -> url,
                    last -> GetUpdates.builder().offset(last + 1).limit(100).timeout(pollTimeout).build(), receiver);
            LOG.info("Telegram bot @{} is polling for updates", me.getUserName());
            return bot;
        } catch (Exception e) {
            String why = redactor.describe(e);
            if (bot != null) {
                bot.close();
            } else {
                outbound.close();
                shutdown(workers, poller, http);
            }
            throw new IllegalStateException("Telegram bot could not start: " + why);
        }
    }

    /** The bot's @username, as Telegram reported it at start. */
    public String username() {
        return username;
    }

    private static TelegramUrl url(URI api) {
        if (api == null) {
            return TelegramUrl.DEFAULT_URL;
        }
        String scheme = api.getScheme() == null ? "https" : api.getScheme();
        int port = api.getPort() >= 0 ? api.getPort() : "http".equals(scheme) ? 80 : 443;
        if (api.getPath() != null && !api.getPath().isEmpty() && !"/".equals(api.getPath())) {
            LOG.warn("{} has a path ({}); only scheme, host and port are used", TelegramConfig.API_URL, api.getPath());
        }
        return TelegramUrl.builder().schema(scheme).host(api.getHost()).port(port).testServer(false).build();
    }

    /** The command menu in English (everyone) and Italian (Italian clients); a failure is only logged. */
    private static void registerCommands(TelegramClient client, Redactor redactor) {
        for (Lang lang : Lang.values()) {
            List<BotCommand> commands = CommandMenu.of(lang, GameRegistry.standard()).stream()
                    .map(e -> new BotCommand(e.name(), e.description())).toList();
            SetMyCommands.SetMyCommandsBuilder<?, ?> call = SetMyCommands.builder().commands(commands)
                    .scope(new BotCommandScopeDefault());
            if (lang != Lang.EN) {
                call.languageCode(lang.code());
            }
            try {
                client.execute(call.build());
            } catch (Exception e) {
                LOG.warn("the {} command menu could not be registered (commands still work): {}", lang.code(),
                        redactor.describe(e));
            }
        }
    }

    @Override
    public void close() {
        if (polling != null) {
            try {
                polling.close();
            } catch (Exception e) {
                LOG.debug("polling stopped with {}", e.getClass().getSimpleName());
            }
        }
        outbound.close();
        shutdown(workers, poller, http);
    }

    private static void shutdown(ExecutorService workers, ScheduledExecutorService poller, OkHttpClient http) {
        workers.shutdown();
        poller.shutdownNow();
        try {
            workers.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        http.dispatcher().executorService().shutdown();
        http.connectionPool().evictAll();
    }
}
