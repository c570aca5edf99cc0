# The app replicas of docker-compose.yml, behind deploy/varnish/default.vcl: round robin over
# those that answer their health check. Varnish resolves each name once, when the VCL loads, and
# refuses a name with several addresses: one service per replica (app, app2; add app3 here and
# in docker-compose.yml for a third).

import directors;

probe app_health {
  .url = "/api/health";
  .interval = 2s;
  .timeout = 2s;
  .window = 5;
  .threshold = 3;
  .initial = 3;
}

backend app1 {
  .host = "app";
  .port = "3000";
  .probe = app_health;
  .connect_timeout = 3s;
  .first_byte_timeout = 30s;
}

backend app2 {
  .host = "app2";
  .port = "3000";
  .probe = app_health;
  .connect_timeout = 3s;
  .first_byte_timeout = 30s;
}

sub vcl_init {
  new apps = directors.round_robin();
  apps.add_backend(app1);
  apps.add_backend(app2);
}

sub choose_backend {
  set req.backend_hint = apps.backend();
}
