import type { Services } from "../../app/infra/services.server";

export interface ProcessorDeps {
  services: Services;
}
