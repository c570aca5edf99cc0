import { api } from '../../../shared/api/api';
import type { LogChoiceRequest, LogChoiceResponse, ShowBannerResponse } from '../../../api/types';

export const cookiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A POST without side effects, so it is cached like a query.
    showBanner: build.query<ShowBannerResponse, void>({
      query: () => ({ url: '/cookies/showbanner', method: 'POST' }),
    }),
    logChoice: build.mutation<LogChoiceResponse, LogChoiceRequest>({
      query: (body) => ({ url: '/cookies/logchoice', method: 'POST', body }),
    }),
  }),
});

export const { useShowBannerQuery, useLogChoiceMutation } = cookiesApi;
