package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.ChatHandler;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.table.BotCore;
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
 * The bot on Telegram: updates in (long polling, or a webhook on the process's HTTP
 * server), the rate-limited {@link TelegramPort} out, the core in between.
 * {@link #start} connects and returns once updates flow; {@link #close} stops taking
 * updates, lets those received finish, sends what is queued (within
 * {@link TelegramConfig#flush()}) and stops every thread this class started.
 */
public final class TelegramBot implements AutoCloseable {

    /**
     * What Telegram can show. Files are sent as documents after the message's text
     * (sendDocument), so /history's summary is followed by the transcript file. A message
     * with an image is a photo, whose caption takes 1024 characters.
     */
    public static final Capabilities CAPABILITIES = new Capabilities(4096, 8, 100, true, false, 200, true, true, 1024);


    /** The updates the bot reads; the same for polling and the webhook. */
    static final List<String> UPDATES = List.of("message", "callback_query", "my_chat_member");
    /** At shutdown, how long updates already received may take to be handled. */
    static final Duration DRAIN = Duration.ofSeconds(3);
    /** In webhook mode, how often the bot asks Telegram whether the webhook is still its own. */
    static final Duration WEBHOOK_CHECK = Duration.ofSeconds(60);

    private static final Logger LOG = LoggerFactory.getLogger(TelegramBot.class);

    private final TelegramConfig config;
    private final OkHttpClient http;
    private final ApiLink link;
    private final CallQueues outbound;
    private final ExecutorService workers;
    private final ScheduledExecutorService poller;
    private final String username;
    private Receiver receiver;
    private TelegramBotsLongPollingApplication polling;
    private WebhookEndpoint endpoint;
    private WebhookWatch watch;

    private TelegramBot(TelegramConfig config, OkHttpClient http, ApiLink link, CallQueues outbound,
                        ExecutorService workers, ScheduledExecutorService poller, String username) {
        this.config = config;
        this.http = http;
        this.link = link;
        this.outbound = outbound;
        this.workers = workers;
        this.poller = poller;
        this.username = username;
    }

    /** Long polling only: see {@link #start(TelegramConfig, BotCore, WebhookHost)}. */
    public static TelegramBot start(TelegramConfig config, BotCore core) {
        return start(config, core, (path, handler) -> {
            throw new IllegalStateException("webhook mode needs an HTTP server");
        });
    }

    /**
     * Connects with {@code config}, builds the core on the Telegram port with {@code core}
     * ({@link BotCore}: the handler on the Telegram port), registers the command menu of the
     * core's games and starts receiving: by long polling (the library first deletes any
     * webhook), or, with {@link TelegramConfig#webhook()}, by serving the webhook's path
     * on {@code host} and calling setWebhook.
     *
     * @throws TelegramStartException when Telegram cannot be reached or refuses the bot;
     *                                its message never contains the token
     */
    public static TelegramBot start(TelegramConfig config, BotCore core, WebhookHost host) {
        Redactor redactor = new Redactor(config.token());
        ApiLink link = new ApiLink();
        OkHttpClient http = new OkHttpClient.Builder()
                .connectTimeout(Duration.ofSeconds(10))
                .readTimeout(Duration.ofSeconds(config.pollTimeout() + 15L))
                .writeTimeout(Duration.ofSeconds(30))
                .addInterceptor(link)
                .addInterceptor(new BotApiErrors())
                .build();
        TelegramUrl url = url(config.apiUrl());
        TelegramClient client = new OkHttpTelegramClient(http, config.token(), url);
        CallQueues outbound = new CallQueues(config.limits(), System::nanoTime, Failures::verdict, redactor);
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
                (from, to) -> tell(workers, () -> handler.get().chatMoved(TelegramPort.chatId(from),
                        TelegramPort.chatId(to))),
                (ref, result) -> tell(workers, () -> handler.get().editSent(ref, result)),
                (ref, result) -> tell(workers, () -> handler.get().posted(ref, result)),
                (place, why) -> tell(workers, () -> handler.get().placeClosed(place, why)));
        TelegramBot bot = null;
        try {
            handler.set(core.on(port));
            User me = client.execute(GetMe.builder().build());
            bot = new TelegramBot(config, http, link, outbound, workers, poller, me.getUserName());
            port.botUsername(me.getUserName());
            port.privateChatTopics().enabled(Boolean.TRUE.equals(me.getHasTopicsEnabled()));
            if (port.privateTopics()) {
                LOG.info("private chats with @{} hold topics: each table's private messages get a topic of their own",
                        me.getUserName());
            }
            Admins admins = new Admins(client, redactor, System::nanoTime, Duration.ofMinutes(5));
            bot.receiver = new Receiver(handler.get(), port, workers, admins::isAdmin, redactor);
            bot.receiver.botUsername(me.getUserName());
            registerCommands(client, redactor, core.registry());
            if (config.webhook() != null) {
                bot.listen(client, host, redactor);
            } else {
                bot.poll(url);
            }
            return bot;
        } catch (Exception e) {
            if (bot != null) {
                bot.close();
            } else {
                outbound.close();
                shutdown(workers, poller, http);
            }
            throw Failures.atStart(e, redactor);
        }
    }

    /**
     * Tells the core news from the outbound queues on {@code workers}, or right here once
     * they stopped (the queues' last calls at shutdown): a post's id still reaches the store.
     */
    private static void tell(ExecutorService workers, Runnable news) {
        try {
            workers.execute(news);
        } catch (java.util.concurrent.RejectedExecutionException stopped) {
            news.run();
        }
    }

    private void poll(TelegramUrl url) throws Exception {
        polling = new TelegramBotsLongPollingApplication(ObjectMapper::new, () -> http, () -> poller);
        int pollTimeout = config.pollTimeout();
        polling.registerBot(config.token(), () -> url, last -> GetUpdates.builder().offset(last + 1).limit(100)
                .timeout(pollTimeout).allowedUpdates(UPDATES).build(), receiver);
        LOG.info("Telegram bot @{} is polling for updates", username);
    }

    private void listen(TelegramClient client, WebhookHost host, Redactor redactor) throws Exception {
        TelegramConfig.Webhook hook = config.webhook();
        endpoint = new WebhookEndpoint(hook.secret(), receiver, System::nanoTime);
        host.serve(hook.path(), endpoint);
        watch = new WebhookWatch(client, redactor, hook);
        watch.set();
        poller.scheduleWithFixedDelay(watch::check, 1, WEBHOOK_CHECK.toSeconds(), TimeUnit.SECONDS);
        LOG.info("Telegram bot @{} receives updates at {} (webhook)", username, hook.url());
    }

    /** In webhook mode, looks at the webhook now as the periodic check does (tests). */
    void checkWebhook() {
        watch.check();
    }

    /** The bot's @username, as Telegram reported it at start. */
    public String username() {
        return username;
    }

    /** What the bot's traffic looks like now, for health checks and metrics. */
    public TelegramStats stats() {
        return new TelegramStats() {
            @Override
            public boolean connected() {
                return link.up();
            }

            @Override
            public int queuedCalls() {
                return outbound.queued();
            }

            @Override
            public long rateLimitWaits() {
                return outbound.telegramWaits();
            }

            @Override
            public long throttledCalls() {
                return outbound.ownWaits();
            }

            @Override
            public long refusedWebhookRequests() {
                return endpoint == null ? 0 : endpoint.refused();
            }

            @Override
            public boolean webhookOk() {
                return watch == null || watch.ok();
            }

            @Override
            public long webhookTaken() {
                return watch == null ? 0 : watch.taken();
            }
        };
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
    private static void registerCommands(TelegramClient client, Redactor redactor, GameRegistry registry) {
        for (Lang lang : Lang.values()) {
            List<BotCommand> commands = CommandMenu.of(lang, registry).stream()
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

    /**
     * Stops taking updates (the webhook answers 503 from now on; a webhook stays set, so
     * other instances go on receiving), waits up to {@link #DRAIN} for those received to
     * be handled, sends what is queued within {@link TelegramConfig#flush()}, and stops.
     */
    @Override
    public void close() {
        if (endpoint != null) {
            endpoint.close();
        }
        if (polling != null) {
            try {
                polling.close();
            } catch (Exception e) {
                LOG.debug("polling stopped with {}", e.getClass().getSimpleName());
            }
        }
        poller.shutdownNow();
        try {
            // The poller logs its interrupted last call as it ends: let it end before the bot is called stopped.
            poller.awaitTermination(1, TimeUnit.SECONDS);
            if (receiver != null && !receiver.drain(DRAIN)) {
                LOG.warn("updates still being handled after {} s of shutdown; they are left to the next start",
                        DRAIN.toSeconds());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        workers.shutdown();
        try {
            workers.awaitTermination(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        outbound.close(config.flush());
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
